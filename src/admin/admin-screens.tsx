import { useEffect, type ReactNode } from 'react';
import { useHref, useLinkClickHandler, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { adminMessages } from '../../domain/messages/admin';
import { AdminFrame } from '../../renderers/admin/admin-frame';
import { useTenant } from '../bootstrap/tenant-context';
import { AppLink } from '../ui/app-link';
import { ConfigPage } from './config-page';
import { KeysPage } from './keys-page';
import { VersionsPage } from './versions-page';

/** /admin and unknown admin paths open the config editor. */
function ToConfig() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/admin/config', { replace: true });
  }, [navigate]);
  return null;
}

// Router hooks the entry chunk already carries (no useMatch): the entry chunk stays as it was.
function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler(to);
  const current = useLocation().pathname === to;
  return (
    <a href={href} onClick={onClick} className="admin__nav-link" aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}

/** /admin/config, /admin/versions and /admin/keys in the admin frame; /admin alone opens the config. */
export default function AdminScreens() {
  const { company } = useTenant();
  const t = adminMessages.nav;
  const screen = useRoutes([
    { path: 'config', element: <ConfigPage companyId={company.id} /> },
    { path: 'versions', element: <VersionsPage companyId={company.id} /> },
    { path: 'keys', element: <KeysPage companyId={company.id} /> },
    { path: '*', element: <ToConfig /> },
  ]);
  return (
    <AdminFrame
      appName={company.appName}
      nav={
        <>
          <SectionLink to="/admin/config">{t.config}</SectionLink>
          <SectionLink to="/admin/versions">{t.versions}</SectionLink>
          <SectionLink to="/admin/keys">{t.keys}</SectionLink>
        </>
      }
      back={
        <AppLink className="button button--light" to="/">
          {t.backToPortal}
        </AppLink>
      }
    >
      {screen}
    </AdminFrame>
  );
}
