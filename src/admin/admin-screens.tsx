import { Suspense, useEffect, type ReactNode } from 'react';
import { useHref, useLinkClickHandler, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { adminMessages } from '../../domain/messages/admin';
import '../../renderers/admin/admin.css';
import { AreaFrame } from '../../renderers/ui/area-frame';
import { PageHeading } from '../../renderers/ui/page-heading';
import type { AdminMe } from '../api/admin-api';
import { useTenant } from '../bootstrap/tenant-context';
import { AppLink } from '../ui/app-link';
import { useRouteFocus } from '../ui/use-route-focus';
import { adminSections, permittedSections } from './admin-sections';

/** /admin opens the first section the caller may open. */
function ToSection({ path }: { path: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(`/admin/${path}`, { replace: true });
  }, [navigate, path]);
  return null;
}

/** A section the caller's permissions do not include, or an address that is no section: a way to one that opens. */
function SectionMessage({ title, text, first }: { title: string; text: string; first: string }) {
  return (
    <div className="admin-forbidden">
      <PageHeading className="area__title">{title}</PageHeading>
      <p className="area__intro">{text}</p>
      <AppLink className="button button--primary" to={`/admin/${first}`}>
        {adminMessages.forbidden.sectionBack}
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
  useRouteFocus();
  const permitted = permittedSections(me.permissions);
  const first = permitted[0]!.path;
  const screen = useRoutes([
    ...adminSections.map(({ path, permission, Screen }) => ({
      path: `${path}/*`,
      element: me.permissions.includes(permission) ? (
        <Screen companyId={company.id} permissions={me.permissions} />
      ) : (
        <SectionMessage title={adminMessages.forbidden.title} text={adminMessages.forbidden.sectionText} first={first} />
      ),
    })),
    { index: true, element: <ToSection path={first} /> },
    // A mistyped or stale address says so instead of opening another screen as if it were the one asked for.
    { path: '*', element: <SectionMessage title={adminMessages.notFound.title} text={adminMessages.notFound.text} first={first} /> },
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
