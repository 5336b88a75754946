import { shellMessages } from '../../domain/messages/shell';
import { PageMessage } from './page-message';

/** SPEC §2: /disabled, reachable only when the company status is 'disabled' (the route guard sees to it). */
export default function DisabledPage() {
  return <PageMessage title={shellMessages.ui.disabledTitle} text={shellMessages.portal.disabled} />;
}
