import { Suspense, useEffect, type ReactNode } from 'react';
import { useHref, useLinkClickHandler, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { adminMessages } from '../../domain/messages/admin';
import '../../renderers/admin/admin.css';
import { AreaFrame } from '../../renderers/ui/area-frame';
import type { AdminMe } from '../api/admin-api';
import { useTenant } from '../bootstrap/tenant-context';
import { AppLink } from '../ui/app-link';
import { adminSections, permittedSections } from './admin-sections';

/** /admin and unknown admin paths open the first section the caller may open. */
function ToSection({ path }: { path: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(`/admin/${path}`, { replace: true });
  }, [navigate, path]);
  return null;
}

/** A section the caller's permissions do not include. */
function SectionForbidden({ first }: { first: string }) {
  const t = adminMessages.forbidden;
  return (
    <div className="admin-forbidden">
      <h1 className="area__title">{t.title}</h1>
      <p className="area__intro">{t.sectionText}</p>
      <AppLink className="button button--primary" to={`/admin/${first}`}>
        {t.sectionBack}
      </AppLink>
    </div>
  );
}

// Router hooks the entry chunk already carries (no useMatch): the entry chunk stays as it was.
function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler(to);
  const { pathname } = useLocation();
  const current = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <a href={href} onClick={onClick} className="area__nav-link" aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}

/** The admin frame with the sections the caller holds (admin-sections.ts); the others answer 'Sem permissão'. */
export default function AdminScreens({ me }: { me: AdminMe }) {
  const { company } = useTenant();
  const permitted = permittedSections(me.permissions);
  const first = permitted[0]!.path;
  const screen = useRoutes([
    ...adminSections.map(({ path, permission, Screen }) => ({
      path: `${path}/*`,
      element: me.permissions.includes(permission) ? <Screen companyId={company.id} permissions={me.permissions} /> : <SectionForbidden first={first} />,
    })),
    { path: '*', element: <ToSection path={first} /> },
  ]);
  return (
    <AreaFrame
      appName={company.appName}
      area={adminMessages.title}
      nav={{
        label: adminMessages.nav.label,
        links: permitted.map((section) => (
          <SectionLink key={section.path} to={`/admin/${section.path}`}>
            {section.label}
          </SectionLink>
        )),
      }}
      back={
        <AppLink className="button button--light" to="/">
          {adminMessages.nav.backToPortal}
        </AppLink>
      }
    >
      <Suspense fallback={<p role="status">{adminMessages.loading}</p>}>{screen}</Suspense>
    </AreaFrame>
  );
}
