import type { ChatToLoad, ChatType } from '../../domain/chat-providers';
import { blipChat } from './blip-chat';
import type { ChatHooks, ChatProvider, RunningChat } from './chat-provider';
import { tawkChat } from './tawk-chat';
import { tifluxChat } from './tiflux-chat';
import { zendeskChat } from './zendesk-chat';
import { zenviaChat } from './zenvia-chat';

/** SPEC §9 chat providers, keyed by `chat.type`. This module is its own lazy chunk (see chat-state). */
export const chatProviders: Record<ChatType, ChatProvider> = {
  zendesk: zendeskChat,
  tawk: tawkChat,
  blip: blipChat,
  zenvia: zenviaChat,
  tiflux: tifluxChat,
};

export function loadChat(chat: ChatToLoad, hooks: ChatHooks): Promise<RunningChat> {
  return chatProviders[chat.type](chat, hooks);
}
