import { chatScriptUrl } from '../../domain/chat-scripts';
import type { ChatProvider } from './chat-provider';
import { deleteGlobals, injectScript, quietly, removeNodes } from './widget-dom';

type ZenviaInstance = { open(): void; close(): void; toggle(): void };
type ZenviaChatClass = new (id: string) => { build(): ZenviaInstance };

/**
 * Zenvia Chatweb: a `<div class="znv-chat">` host, then `new ZenviaChat(id).build()` and its `open()`/`close()`.
 * Its documentation names no close event, so closing a Zenvia chat does not reload the page (README).
 */
export const zenviaChat: ChatProvider = async (chat) => {
  const host = document.createElement('div');
  host.className = 'znv-chat';
  host.dataset.embedded = 'button';
  document.body.append(host);
  const script = await injectScript(chatScriptUrl(chat), { id: 'zenvia-chat-script' }).catch((error: unknown) => {
    host.remove();
    throw error;
  });
  const ZenviaChat = (window as unknown as { ZenviaChat?: ZenviaChatClass }).ZenviaChat;
  if (!ZenviaChat) {
    host.remove();
    script.remove();
    throw new Error('zenvia: ZenviaChat missing after the script loaded');
  }
  const instance = new ZenviaChat(chat.token).build();
  return {
    open: () => instance.open(),
    unload: () => {
      quietly(() => instance.close());
      script.remove();
      removeNodes(['.znv-chat']);
      deleteGlobals(['ZenviaChat']);
    },
  };
};
