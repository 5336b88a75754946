import type { ChatToLoad } from './chat-providers';

/**
 * Each vendor's widget script, as its embed snippet documents it (loaded at run time, never bundled):
 * zendesk messaging `static.zdassets.com/ekr/snippet.js?key=`, tawk.to `embed.tawk.to/{propertyId}/{widgetId}`
 * (widget 'default' when the token has no '/'), Blip Chat the `blip-chat-widget` package from unpkg, Zenvia's
 * Chatweb `static.zenvia.com/embed/js/zenvia-chat.min.js`. TiFlux publishes no public embed documentation we
 * could find: its URL follows the token (see README).
 */
export function chatScriptUrl(chat: ChatToLoad): string {
  const token = chat.token;
  switch (chat.type) {
    case 'zendesk':
      return `https://static.zdassets.com/ekr/snippet.js?key=${encodeURIComponent(token)}`;
    case 'tawk': {
      // 'propertyId/widgetId' (ids are letters and digits); anything else is one escaped segment, never a path.
      const match = /^([A-Za-z0-9_-]+)(?:\/([A-Za-z0-9_-]+))?$/.exec(token);
      return match ? `https://embed.tawk.to/${match[1]}/${match[2] ?? 'default'}` : `https://embed.tawk.to/${encodeURIComponent(token)}/default`;
    }
    case 'blip':
      return 'https://unpkg.com/blip-chat-widget';
    case 'zenvia':
      return 'https://static.zenvia.com/embed/js/zenvia-chat.min.js';
    case 'tiflux':
      return `https://cdn.tiflux.com/chat/widget.js?token=${encodeURIComponent(token)}`;
  }
}

/**
 * The hosts the widget scripts come from. Only the lazily loaded chat chunk (src/chat/chat-registry) imports this
 * file: the entry and login chunks never name a vendor host (a unit test reads the build).
 */
export const chatVendorHosts = ['static.zdassets.com', 'embed.tawk.to', 'unpkg.com', 'static.zenvia.com', 'cdn.tiflux.com'] as const;
