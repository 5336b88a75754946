// The postMessage protocol between a legacy script's sandboxed frame and the portal (DESIGN.md §4). Pure: no
// React, no DOM; script-bridge.ts wires it to window messages.
import { billNumberMaxLength } from '../../../domain/bill-mail';
import type { RouterReply } from '../../../domain/router';

/** Every message of the bridge carries this marker, an id and a type. */
export const BRIDGE = 'portal-item';

/**
 * The frame asks: run a named query, send a router event (SPEC §7 "Router"), have a bill mailed to the user (SPEC
 * §7 sendNoBearerEmail), send a production order's NF-e XML (SPEC §7 uploadXml), open a module item, close the
 * item, fit the frame to its content.
 */
export type BridgeRequest =
  | { bridge: typeof BRIDGE; id: string; type: 'query'; name: string; replace: Record<string, unknown> }
  | { bridge: typeof BRIDGE; id: string; type: 'router'; event: string; fields: Record<string, unknown> }
  | { bridge: typeof BRIDGE; id: string; type: 'sendBill'; bill: string }
  | { bridge: typeof BRIDGE; id: string; type: 'uploadXml'; xml: string }
  | { bridge: typeof BRIDGE; id: string; type: 'navigate'; moduleId: string; itemId: string; suffix: string }
  | { bridge: typeof BRIDGE; id: string; type: 'close' }
  | { bridge: typeof BRIDGE; id: string; type: 'resize'; height: number };

/**
 * The portal answers a query with its rows, a router event with the router's reply (SPEC §8: 200, 201 and 404
 * resolve), a bill e-mail or an XML upload with the server's data, or any of them with an error code and its pt-BR
 * message (a router rejection with its status too).
 */
export type BridgeReply =
  | { bridge: typeof BRIDGE; id: string; type: 'rows'; rows: Record<string, unknown>[] }
  | { bridge: typeof BRIDGE; id: string; type: 'result'; reply: RouterReply }
  | { bridge: typeof BRIDGE; id: string; type: 'data'; data: unknown }
  | { bridge: typeof BRIDGE; id: string; type: 'error'; error: string; message: string; status?: number };

/** Frame heights the portal accepts from a resize request, in px. */
export const MIN_FRAME_HEIGHT = 100;
export const MAX_FRAME_HEIGHT = 4000;

const queryName = /^[A-Za-z0-9._-]{1,200}$/;
/** A router event as the frame sends it; a blank one is answered by the router's own #ERRO_ROUTER_REQUEST. */
const maxEventLength = 100;
/** A module or item id: one path segment. */
const pathSegment = /^[^/?#\\\s]{1,200}$/;
/** '' or a path, query or hash that follows /app/{moduleId}/{itemId}. */
const suffixPattern = /^([/?#][^\s\\]{0,499})?$/;
const messageId = /^[A-Za-z0-9_-]{1,64}$/;
/** An NF-e XML as the server takes it (server/finance/nfe-xml.ts nfeBodyLimit: 3 MiB, less the JSON around it). */
const maxXmlLength = 3 * 1024 * 1024 - 1024;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A plain JSON object (what `replace` must be): no arrays, functions or class instances at the top. */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * A request from the frame, checked field by field; null for anything else (another bridge, a malformed or
 * unknown message). Extra fields are dropped.
 */
export function parseBridgeRequest(data: unknown): BridgeRequest | null {
  if (!isRecord(data) || data.bridge !== BRIDGE || typeof data.id !== 'string' || !messageId.test(data.id)) return null;
  const head = { bridge: BRIDGE, id: data.id } as const;
  switch (data.type) {
    case 'query': {
      const replace = data.replace ?? {};
      if (typeof data.name !== 'string' || !queryName.test(data.name) || !isPlainObject(replace)) return null;
      return { ...head, type: 'query', name: data.name, replace: { ...replace } };
    }
    case 'router': {
      const fields = data.fields ?? {};
      const event = data.event ?? '';
      if (typeof event !== 'string' || event.length > maxEventLength || !isPlainObject(fields)) return null;
      return { ...head, type: 'router', event, fields: { ...fields } };
    }
    case 'sendBill': {
      const { bill } = data;
      if (typeof bill !== 'string' || bill.trim() === '' || bill.length > billNumberMaxLength) return null;
      return { ...head, type: 'sendBill', bill };
    }
    case 'uploadXml': {
      const { xml } = data;
      if (typeof xml !== 'string' || xml.trim() === '' || xml.length > maxXmlLength) return null;
      return { ...head, type: 'uploadXml', xml };
    }
    case 'navigate': {
      const { moduleId, itemId } = data;
      const suffix = data.suffix ?? '';
      if (typeof moduleId !== 'string' || typeof itemId !== 'string' || typeof suffix !== 'string') return null;
      if (!pathSegment.test(moduleId) || !pathSegment.test(itemId) || !suffixPattern.test(suffix)) return null;
      return { ...head, type: 'navigate', moduleId, itemId, suffix };
    }
    case 'close':
      return { ...head, type: 'close' };
    case 'resize':
      if (typeof data.height !== 'number' || !Number.isFinite(data.height)) return null;
      return { ...head, type: 'resize', height: clampFrameHeight(data.height) };
    default:
      return null;
  }
}

export function clampFrameHeight(height: number): number {
  return Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.ceil(height)));
}

/** The reply to a query: rows when the result is a list of row objects, else #ERRO_RESULT_SQL. */
export function queryReply(id: string, result: unknown, resultSqlMessage: string): BridgeReply {
  if (Array.isArray(result) && result.every(isRecord)) return { bridge: BRIDGE, id, type: 'rows', rows: result };
  return errorReply(id, '#ERRO_RESULT_SQL', resultSqlMessage);
}

export function errorReply(id: string, error: string, message: string): BridgeReply {
  return { bridge: BRIDGE, id, type: 'error', error, message };
}

/** What the server answered a call that has no rule of its own (the bill e-mail, the XML upload). */
export function dataReply(id: string, data: unknown): BridgeReply {
  return { bridge: BRIDGE, id, type: 'data', data };
}

/** A router reply that resolved (SPEC §8: 200, 201, 404). */
export function routerResult(id: string, reply: RouterReply): BridgeReply {
  return { bridge: BRIDGE, id, type: 'result', reply };
}

/** A router rejection: its status, code and message (a reply without a code carries ''). */
export function routerFailure(id: string, reason: unknown, fallback: { error: string; message: string }): BridgeReply {
  if (!isRecord(reason) || typeof reason.status !== 'number') return errorReply(id, fallback.error, fallback.message);
  const error = typeof reason.error === 'string' ? reason.error : '';
  const message = typeof reason.message === 'string' ? reason.message : fallback.message;
  return { bridge: BRIDGE, id, type: 'error', error, message, status: reason.status };
}

/**
 * The error reply for a failed query: the server's code and message when the failure carries them (an
 * ApiFailure), else the fallback.
 */
export function failureReply(id: string, reason: unknown, fallback: { error: string; message: string }): BridgeReply {
  if (isRecord(reason) && typeof reason.error === 'string') {
    const message = typeof reason.message === 'string' ? reason.message : fallback.message;
    return errorReply(id, reason.error, message);
  }
  return errorReply(id, fallback.error, fallback.message);
}
