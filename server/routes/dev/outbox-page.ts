import { serverMessages } from '../../../domain/messages/server';
import type { OutboxMessage } from '../../mail/outbox-queries';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Sender, addressee, copies, reply-to, time and tenant, the empty ones left out. */
function envelopeLine(m: OutboxMessage): string {
  const labelled = (label: string, value: string | null) => (value ? `${label} ${value}` : '');
  return [labelled(serverMessages.outboxFrom, m.from), m.to, labelled(serverMessages.outboxCc, m.cc.join(', ')), labelled(serverMessages.outboxReplyTo, m.replyTo), m.createdAt, m.tenantId]
    .filter(Boolean)
    .join(' · ');
}

/** The /dev/outbox page: a plain list of the messages, links clickable. */
export function outboxPage(items: OutboxMessage[]): string {
  const body = items.length
    ? items
        .map(
          (m) => `<article><h2>${escape(m.subject)}</h2><p>${escape(envelopeLine(m))}</p>
<pre>${escape(m.text)}</pre><ul>${m.links.map((l) => `<li><a href="${escape(l)}">${escape(l)}</a></li>`).join('')}</ul></article>`,
        )
        .join('\n')
    : `<p>${escape(serverMessages.outboxEmpty)}</p>`;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escape(serverMessages.outboxTitle)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc}pre{white-space:pre-wrap}</style>
</head><body><h1>${escape(serverMessages.outboxTitle)}</h1>${body}</body></html>`;
}
