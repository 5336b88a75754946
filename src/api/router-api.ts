import { hasEvent, missingEventReply, routerOutcome, type RouterReply } from '../../domain/router';
import { apiReply, type RequestOptions } from './http-client';

/**
 * SPEC §7 "Router": POST /router body {event, ...fields}, with SPEC §8's reply rules (domain/router.ts): resolves
 * with the reply on 200, 201 and 404; rejects with a RouterReply otherwise, without a call when the event is
 * missing (#ERRO_ROUTER_REQUEST). `connectionErrors: false` when the caller shows a failure itself (a script).
 */
export async function routerRequest(
  event: unknown,
  fields: Record<string, unknown> = {},
  options: Pick<RequestOptions, 'connectionErrors'> = {},
): Promise<RouterReply> {
  if (!hasEvent(event)) throw missingEventReply();
  const { status, body } = await apiReply('/router', { ...options, method: 'POST', body: { ...fields, event } });
  const outcome = routerOutcome(status, body);
  if (outcome.settle === 'reject') throw outcome.reply;
  return outcome.reply;
}
