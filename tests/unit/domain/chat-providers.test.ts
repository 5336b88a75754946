import { describe, expect, it } from 'vitest';
import { chatToLoad } from '../../../domain/chat-providers';
import { chatScriptUrl } from '../../../domain/chat-scripts';

/** company.chat as the config carries it (its `type` union is generated from a list, so it is built loosely here). */
const chat = (value: Record<string, unknown>) => value as unknown as Parameters<typeof chatToLoad>[0];

describe('chat providers (SPEC §4 step 6, §9)', () => {
  it('loads a chat only for a known type with a non-blank token', () => {
    expect(chatToLoad(undefined)).toBeNull();
    expect(chatToLoad(chat({ type: 'zendesk' }))).toBeNull();
    expect(chatToLoad(chat({ type: 'tawk', token: '   ' }))).toBeNull();
    expect(chatToLoad(chat({ type: 'outro', token: 'x' }))).toBeNull();
    expect(chatToLoad(chat({ type: 'blip', token: ' key ' }))).toEqual({ type: 'blip', token: 'key', openOnLogin: false });
    expect(chatToLoad(chat({ type: 'zenvia', token: 'id', openOnLogin: true }))?.openOnLogin).toBe(true);
  });

  it("builds each vendor's documented widget URL with the token escaped", () => {
    const url = (type: 'zendesk' | 'tawk' | 'blip' | 'zenvia' | 'tiflux', token: string) => chatScriptUrl({ type, token, openOnLogin: false });
    expect(url('zendesk', 'a&b')).toBe('https://static.zdassets.com/ekr/snippet.js?key=a%26b');
    expect(url('tawk', '5bc5c42d/1abc')).toBe('https://embed.tawk.to/5bc5c42d/1abc');
    expect(url('tawk', '5bc5c42d')).toBe('https://embed.tawk.to/5bc5c42d/default');
    expect(url('tawk', '../x?y')).toBe('https://embed.tawk.to/..%2Fx%3Fy/default');
    expect(url('blip', 'k')).toBe('https://unpkg.com/blip-chat-widget');
    expect(url('zenvia', 'k')).toBe('https://static.zenvia.com/embed/js/zenvia-chat.min.js');
  });
});
