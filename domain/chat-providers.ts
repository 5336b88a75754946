import type { CompanyConfig } from '../schemas/company';

/** SPEC §9: the chat providers, keyed by company config `chat.type`. */
export const chatProviderTypes = ['zendesk', 'tawk', 'blip', 'zenvia', 'tiflux'] as const;
export type ChatType = (typeof chatProviderTypes)[number];

/** The chat to load for a signed-in user: only a known type with a token (SPEC §4 step 6, §9). */
export type ChatToLoad = { type: ChatType; token: string; openOnLogin: boolean };

export function chatToLoad(chat: CompanyConfig['chat'] | undefined): ChatToLoad | null {
  if (!chat || !(chatProviderTypes as readonly string[]).includes(chat.type)) return null;
  const token = chat.token?.trim() ?? '';
  if (!token) return null;
  return { type: chat.type as ChatType, token, openOnLogin: chat.openOnLogin === true };
}
