import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { portalMessages } from '../../domain/messages/portal';
import { firstSegment, itemPath } from '../../domain/routing';
import { firstName } from '../../domain/user';
import { visibleModules } from '../../domain/visibility';
import { ItemPanel } from '../../renderers/portal/item-panel';
import { ModuleGrid } from '../../renderers/portal/module-grid';
import { PortalHeader } from '../../renderers/portal/portal-header';
import type { CompanyConfig } from '../../schemas/company';
import { AccountStatus } from '../../renderers/account/account-card';
import { endSession } from '../session/end-session';
import { useSessionUser } from '../session/session-store';
import { useTrackedRequest } from '../tracking/use-tracked-request';
import { openModal } from '../ui/modal-store';
import { AccountDialogs } from './account-dialogs';
import './portal-home.css';

/** The app route's content: greeting, the modules the user's groups allow, and 'Sair'. */
export function PortalHome({ company, onSignedOut }: { company: CompanyConfig; onSignedOut(): void }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { moduleId, itemId } = useParams();
  const { pathname, state } = useLocation();
  const signOut = useTrackedRequest(async () => {
    await endSession(company.id);
    onSignedOut();
  });
  if (!user) return null;
  const modules = visibleModules(company.modules, user.groups);
  const section = firstSegment(pathname);
  const openModule = modules.find((m) => m.id === moduleId);
  const openItem = openModule?.items.find((i) => i.id === itemId);
  return (
    <div className="portal">
      <PortalHeader
        appName={company.appName}
        userName={user.nick}
        busy={signOut.pending}
        onLogout={() => signOut.run(undefined)}
        onAccount={openModal}
      />
      <AccountDialogs company={company} user={user} />
      <main className="portal__main">
        {/* A direct-hash link names what it opens (its title). */}
        <AccountStatus text={(state as { title?: string } | null)?.title ?? null} />
        <h1 className="portal__greeting">{portalMessages.ui.greeting(firstName(user.nick))}</h1>
        {openModule && openItem ? <ItemPanel moduleTitle={openModule.title} itemTitle={openItem.title} /> : null}
        <h2 className="portal__section-title">{portalMessages.ui.modulesTitle}</h2>
        <ModuleGrid
          modules={modules}
          itemHref={(module, itemId) => itemPath(section, module.id, module.items.find((i) => i.id === itemId) ?? { id: itemId })}
          onOpen={(href) => navigate(href)}
        />
      </main>
    </div>
  );
}
