import { operatorScreenMessages } from '../../domain/messages/operator';
import { inOperatorGroup } from '../../domain/operator-access';
import '../../renderers/operator/operator.css';
import { AreaFrame } from '../../renderers/ui/area-frame';
import { useTenant } from '../bootstrap/tenant-context';
import { useSessionUser } from '../session/session-store';
import { AppLink } from '../ui/app-link';
import { OperatorRefusal } from './operator-refusal';
import { TenantsPage } from './tenants-page';
import { useOperatorTenants } from './use-operator-tenants';

function OperatorScreen({ appName, hostTenantId }: { appName: string; hostTenantId: string }) {
  const tenants = useOperatorTenants();
  if (tenants.state.kind === 'refused') return <OperatorRefusal reason={tenants.state.reason} />;
  return (
    <AreaFrame
      appName={appName}
      area={operatorScreenMessages.title}
      back={
        <AppLink className="button button--light" to="/">
          {operatorScreenMessages.backToPortal}
        </AppLink>
      }
    >
      <TenantsPage state={tenants.state} reload={tenants.reload} hostTenantId={hostTenantId} />
    </AreaFrame>
  );
}

/**
 * /operacao (an auth route: the guard signed the user in): the platform operators' screen. A user outside the
 * group adapcon is refused at once; for the rest the server decides (internal e-mail domain, operator host).
 */
export default function OperatorRoute() {
  const { company } = useTenant();
  const user = useSessionUser();
  if (!user) return null;
  if (!inOperatorGroup(user.groups)) return <OperatorRefusal reason="forbidden" />;
  return <OperatorScreen appName={company.appName} hostTenantId={company.id} />;
}
