import { chatScriptUrl } from '../../domain/chat-scripts';
import type { ChatProvider } from './chat-provider';
import { deleteGlobals, injectScript, quietly, removeNodes } from './widget-dom';

type TifluxApi = { init(options: { token: string; onClose?: () => void }): void; open(): void; destroy?(): void };

/**
 * TiFlux: we found no public embed documentation, so this follows the common pattern (a `TiFluxChat` global with
 * `init({token, onClose})`, `open()` and `destroy()`) and is the provider to confirm with the vendor (README).
 */
export const tifluxChat: ChatProvider = async (chat, hooks) => {
  const script = await injectScript(chatScriptUrl(chat), { id: 'tiflux-chat-script' });
  const api = (window as unknown as { TiFluxChat?: TifluxApi }).TiFluxChat;
  if (!api) {
    script.remove();
    throw new Error('tiflux: TiFluxChat missing after the script loaded');
  }
  api.init({ token: chat.token, onClose: hooks.onClose });
  return {
    open: () => api.open(),
    unload: () => {
      quietly(() => api.destroy?.());
      script.remove();
      removeNodes(['[id^="tiflux-chat"]']);
      deleteGlobals(['TiFluxChat']);
    },
  };
};
