import { chatScriptUrl } from '../../domain/chat-scripts';
import type { ChatProvider } from './chat-provider';
import { deleteGlobals, injectScript, quietly, removeNodes } from './widget-dom';

type TawkApi = { onLoad?: () => void; onChatMinimized?: () => void; maximize?: () => void; logout?: (done?: () => void) => void };
type TawkWindow = { Tawk_API?: TawkApi; Tawk_LoadStart?: Date };

/** What the tawk.to widget adds to the page. */
const nodes = ['.widget-visible', 'iframe[title="chat widget"]', '[id^="tawk"]'];

/**
 * tawk.to: `Tawk_API` and `Tawk_LoadStart` defined before the embed script, `Tawk_API.maximize()` once
 * `Tawk_API.onLoad` ran, `Tawk_API.onChatMinimized` for the close.
 */
export const tawkChat: ChatProvider = async (chat, hooks) => {
  const w = window as unknown as TawkWindow;
  const api: TawkApi = (w.Tawk_API = w.Tawk_API ?? {});
  w.Tawk_LoadStart = new Date();
  const loaded = new Promise<void>((resolve) => {
    api.onLoad = resolve;
  });
  api.onChatMinimized = hooks.onClose;
  const script = await injectScript(chatScriptUrl(chat), { id: 'tawk-script', charset: 'UTF-8', crossorigin: '*' });
  return {
    open: () => void loaded.then(() => w.Tawk_API?.maximize?.()),
    unload: () => {
      quietly(() => w.Tawk_API?.logout?.());
      script.remove();
      removeNodes(nodes);
      deleteGlobals(['Tawk_API', 'Tawk_LoadStart']);
    },
  };
};
