import { Navigate } from 'react-router-dom';
import { messages } from '../../domain/messages';
import { useTenant } from '../bootstrap/tenant-context';
import { PageMessage } from './page-message';

/** SPEC §2: /blocked only when the company has a blocked-access message for this host and dev != '1'. */
export default function BlockedPage() {
  const { blockedMessage } = useTenant();
  if (!blockedMessage) return <Navigate to="/" replace />;
  return (
    <PageMessage title={messages.ui.blockedTitle}>
      <p>{blockedMessage}</p>
    </PageMessage>
  );
}
