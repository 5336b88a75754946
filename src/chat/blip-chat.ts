import { chatScriptUrl } from '../../domain/chat-scripts';
import type { ChatProvider } from './chat-provider';
import { deleteGlobals, injectScript, quietly, removeNodes } from './widget-dom';

type BlipClient = {
  withAppKey(key: string): BlipClient;
  withButton(button: { color: string; icon: string }): BlipClient;
  withEventHandler(name: string, handler: () => void): BlipClient;
  build(): void;
  toogleChat(): void;
  destroy(): void;
};
type BlipChatClass = { new (): BlipClient; LEAVE_EVENT: string };

/**
 * Blip Chat (the `blip-chat-widget` script): `new BlipChat().withAppKey(key)…build()`, opened with the
 * vendor's own `toogleChat()` (their spelling), closed through `BlipChat.LEAVE_EVENT`, removed with `destroy()`.
 */
export const blipChat: ChatProvider = async (chat, hooks) => {
  const script = await injectScript(chatScriptUrl(chat), { id: 'blip-chat-script' });
  const BlipChat = (window as unknown as { BlipChat?: BlipChatClass }).BlipChat;
  if (!BlipChat) {
    script.remove();
    throw new Error('blip: BlipChat missing after the script loaded');
  }
  const color = getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim() || '#2CC3D5';
  const client = new BlipChat().withAppKey(chat.token).withButton({ color, icon: '' }).withEventHandler(BlipChat.LEAVE_EVENT, hooks.onClose);
  client.build();
  return {
    open: () => client.toogleChat(),
    unload: () => {
      quietly(() => client.destroy());
      script.remove();
      removeNodes(['#blip-chat-container']);
      deleteGlobals(['BlipChat']);
    },
  };
};
