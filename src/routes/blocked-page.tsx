import { shellMessages } from '../../domain/messages/shell';
import { useTenant } from '../bootstrap/tenant-context';
import { PageMessage } from './page-message';

/** SPEC §2: /blocked shows the company's blocked-access message (the route guard sends others to /). */
export default function BlockedPage() {
  const { blockedMessage } = useTenant();
  return <PageMessage title={shellMessages.ui.blockedTitle} text={blockedMessage} />;
}
