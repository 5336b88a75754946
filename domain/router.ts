import { toApiFailure } from './api-failure';
import { routerMessages } from './messages/router';

/**
 * SPEC §7 "Router": POST /router with body {event, ...fields}. The events the server answers, with their fields:
 * - 'user/changePasswordByDash' {oldPassword, password}: the signed-in user changes their password (the same
 *   rules as the account's password dialog);
 * - 'local/script' {name}: the text of one of the tenant's scripts, data {source}.
 */
export const routerEvents = ['user/changePasswordByDash', 'local/script'] as const;
export type RouterEvent = (typeof routerEvents)[number];

export function isRouterEvent(event: unknown): event is RouterEvent {
  return typeof event === 'string' && (routerEvents as readonly string[]).includes(event);
}

/** A router reply as its caller gets it: the HTTP status and the envelope's fields. */
export type RouterReply = { status: number; data?: unknown; error?: string; message?: string };

/** Whether a router call resolves or rejects, and with what (SPEC §8 "Router replies"). */
export type RouterOutcome = { settle: 'resolve' | 'reject'; reply: RouterReply };

/** Statuses whose reply is rejected as it came (SPEC: "status 0, 400 or 409 (number or string)"). */
const rejectedAsIs = new Set([0, 400, 409]);
/** Statuses that resolve with the reply (404 included: a call may answer "nothing here" without failing). */
const resolved = new Set([200, 201, 404]);

/** The reply's status, code and message (as any failed call reads them), and its data when there is one. */
function replyOf(status: number, body: unknown): RouterReply {
  const reply: RouterReply = toApiFailure(status, body);
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  if (data !== undefined) reply.data = data;
  return reply;
}

/**
 * SPEC §8 "Router replies": status 0, 400 or 409 (a number or its string) rejects with the reply; 200, 201 and
 * 404 resolve with it; any other status rejects as {status 401, message}; a network failure (`status` null: no
 * answer came) rejects with status 500.
 */
export function routerOutcome(status: number | string | null, body: unknown): RouterOutcome {
  if (status === null) return { settle: 'reject', reply: { status: 500, message: routerMessages.unreachable } };
  const code = Number(status);
  if (rejectedAsIs.has(code)) return { settle: 'reject', reply: replyOf(code, body) };
  if (resolved.has(code)) return { settle: 'resolve', reply: replyOf(code, body) };
  const message = replyOf(code, body).message ?? routerMessages.unexpected(code);
  return { settle: 'reject', reply: { status: 401, message } };
}

/** SPEC §8: a call without an event is refused before it is sent, with #ERRO_ROUTER_REQUEST. */
export function missingEventReply(): RouterReply {
  return { status: 400, error: '#ERRO_ROUTER_REQUEST', message: routerMessages.missingEvent };
}

/** An event is present when it is a non-blank string. */
export function hasEvent(event: unknown): event is string {
  return typeof event === 'string' && event.trim() !== '';
}
