import type { RouterReply } from '../../../domain/router';
import type { BillSent, ProductionOrderXml } from '../item-services';
import {
  BRIDGE,
  dataReply,
  errorReply,
  failureReply,
  parseBridgeRequest,
  queryReply,
  routerFailure,
  routerResult,
  type BridgeReply,
} from './bridge-protocol';

/** What the portal does for a script's requests (the item services, bound to the open item). */
export type BridgeHandlers = {
  query(name: string, replace: Record<string, unknown>): Promise<unknown>;
  /** SPEC §7 "Router": resolves with the reply SPEC §8 lets through, rejects with the one it refuses. */
  router(event: string, fields: Record<string, unknown>): Promise<RouterReply>;
  /** SPEC §7 sendNoBearerEmail: the bill with this number, mailed to the user. */
  sendBill(bill: string): Promise<BillSent>;
  /** SPEC §7 uploadXml: a production order's NF-e XML, sent by the contractor that issued it. */
  uploadXml(xml: string): Promise<ProductionOrderXml>;
  navigate(moduleId: string, itemId: string, suffix: string): void;
  close(): void;
  resize(height: number): void;
};

export type BridgeTexts = { resultSql: string; invalidRequest: string; routerFailed: string; billFailed: string; xmlFailed: string };

/** The window that receives the frame's messages (the portal's own window; a fake in tests). */
type MessageHost = Pick<Window, 'addEventListener' | 'removeEventListener'>;
/** The frame's window, as far as the bridge uses it. */
type FrameWindow = { postMessage(message: unknown, targetOrigin: string): void };

/**
 * Listens for the bridge requests of one sandboxed frame and answers them. A message counts only when it comes
 * from that frame's window with the opaque origin ('null') a sandbox without allow-same-origin has. Replies go
 * to '*' because an opaque origin cannot be named; the frame's shim checks they come from its parent.
 * Returns the function that stops listening (on close or unmount).
 */
export function connectScriptBridge(
  host: MessageHost,
  frame: () => FrameWindow | null,
  handlers: BridgeHandlers,
  texts: BridgeTexts,
): () => void {
  let open = true;
  const reply = (message: BridgeReply) => {
    if (open) frame()?.postMessage(message, '*');
  };
  /** Answers a call without a rule of its own with the server's data, or with its failure (else the fallback). */
  const answer = (id: string, call: Promise<unknown>, fallback: { error: string; message: string }) => {
    call.then(
      (data) => reply(dataReply(id, data)),
      (reason: unknown) => reply(failureReply(id, reason, fallback)),
    );
  };
  const listener = (event: MessageEvent) => {
    const source = frame();
    if (!source || event.source !== source || event.origin !== 'null') return;
    const request = parseBridgeRequest(event.data);
    if (!request) {
      const id = bridgeMessageId(event.data);
      if (id) reply(errorReply(id, '#VALIDATION', texts.invalidRequest));
      return;
    }
    switch (request.type) {
      case 'query':
        handlers.query(request.name, request.replace).then(
          (rows) => reply(queryReply(request.id, rows, texts.resultSql)),
          (reason: unknown) => reply(failureReply(request.id, reason, { error: '#ERRO_RESULT_SQL', message: texts.resultSql })),
        );
        return;
      case 'router':
        handlers.router(request.event, request.fields).then(
          (result) => reply(routerResult(request.id, result)),
          (reason: unknown) => reply(routerFailure(request.id, reason, { error: '#INTERNAL', message: texts.routerFailed })),
        );
        return;
      case 'sendBill':
        return answer(request.id, handlers.sendBill(request.bill), { error: '#BILL_EMAIL_FAILED', message: texts.billFailed });
      case 'uploadXml':
        return answer(request.id, handlers.uploadXml(request.xml), { error: '#ERROR_UPLOAD_FILE', message: texts.xmlFailed });
      case 'navigate':
        return handlers.navigate(request.moduleId, request.itemId, request.suffix);
      case 'close':
        return handlers.close();
      case 'resize':
        return handlers.resize(request.height);
    }
  };
  host.addEventListener('message', listener);
  return () => {
    open = false;
    host.removeEventListener('message', listener);
  };
}

/** The id of a message that claims to be the bridge's, so a malformed request still gets an error answer. */
function bridgeMessageId(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { bridge, id } = data as Record<string, unknown>;
  return bridge === BRIDGE && typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}
