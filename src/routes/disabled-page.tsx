import { messages } from '../../domain/messages';
import { PageMessage } from './page-message';

/** SPEC §2: /disabled, reachable only when the company status is 'disabled' (the route guard sees to it). */
export default function DisabledPage() {
  return (
    <PageMessage title={messages.ui.disabledTitle}>
      <p>{messages.portal.disabled}</p>
    </PageMessage>
  );
}
