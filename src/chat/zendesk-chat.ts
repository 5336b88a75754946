import { chatScriptUrl } from '../../domain/chat-scripts';
import type { ChatProvider } from './chat-provider';
import { deleteGlobals, injectScript, quietly, removeNodes } from './widget-dom';

type ZendeskApi = (...args: unknown[]) => void;
const vendor = () => (window as unknown as { zE?: ZendeskApi }).zE;

/** The frames and containers the Zendesk messaging widget adds to the page. */
const nodes = ['#launcher', '#webWidget', 'iframe[title="Messaging window"]', 'iframe[title="Button to launch messaging window"]', '[data-product="web_widget"]'];

/** Zendesk messaging: `<script id="ze-snippet">`, `zE('messenger', 'open')`, `zE('messenger:on', 'close', cb)`. */
export const zendeskChat: ChatProvider = async (chat, hooks) => {
  const script = await injectScript(chatScriptUrl(chat), { id: 'ze-snippet' });
  const zE = vendor();
  if (!zE) {
    script.remove();
    throw new Error('zendesk: zE missing after the snippet loaded');
  }
  zE('messenger:on', 'close', hooks.onClose);
  return {
    open: () => vendor()?.('messenger', 'open'),
    unload: () => {
      quietly(() => vendor()?.('messenger', 'logoutUser'));
      script.remove();
      removeNodes(nodes);
      deleteGlobals(['zE', 'zEACLoaded', 'zESettings']);
    },
  };
};
