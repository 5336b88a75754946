import { Navigate } from 'react-router-dom';
import { messages } from '../../domain/messages';
import { isCompanyDisabled } from '../../domain/tenant-access';
import { useTenant } from '../bootstrap/tenant-context';
import { PageMessage } from './page-message';

/** SPEC §2: /disabled is reachable only when the company status is 'disabled'; otherwise it goes to /. */
export default function DisabledPage() {
  const { company } = useTenant();
  if (!isCompanyDisabled(company)) return <Navigate to="/" replace />;
  return (
    <PageMessage title={messages.ui.disabledTitle}>
      <p>{messages.portal.disabled}</p>
    </PageMessage>
  );
}
