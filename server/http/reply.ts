import type { FastifyReply } from 'fastify';
import { Type, type TLiteral, type TNull, type TObject, type TSchema } from 'typebox';
import type { ErrorCode } from '../../domain/error-codes';
import { ErrorReply } from '../../schemas/reply';

/** The success envelope of every JSON route. */
export function ok<T>(data: T): { status: 'success'; data: T } {
  return { status: 'success', data };
}

/** The schema of the success envelope `{ status: 'success', data }`. */
export function envelope<T extends TSchema>(data: T): TObject<{ status: TLiteral<'success'>; data: T }> {
  return Type.Object({ status: Type.Literal('success'), data }, { additionalProperties: false });
}

/**
 * Every error a route can answer (4xx, 5xx): the catalogue's shape, exactly what plugins/errors.ts sends
 * (`status`, `error`, `message` and, for a few codes, `errors`, `problems` or `current`).
 */
export const errorReplies = { '4xx': ErrorReply, '5xx': ErrorReply } as const;

type SuccessStatus = 200 | 201 | 202;

/**
 * The response schemas of a JSON route: the success envelope around `data` at `status` (200 unless told)
 * and the error shape at 4xx/5xx. Fastify then serializes replies with fast-json-stringify: faster than
 * JSON.stringify, and a property outside the schema never leaves the server, so the schema must list all.
 */
export function replySchemas<T extends TSchema, S extends SuccessStatus = 200>(data: T, options: { status?: S } = {}) {
  const status = (options.status ?? 200) as S;
  return { [status]: envelope(data), ...errorReplies } as { [K in S]: ReturnType<typeof envelope<T>> } & typeof errorReplies;
}

/** Kept for the routes that declared only their 200 reply: now the same as `replySchemas(data)`. */
export function okSchema<T extends TSchema>(data: T) {
  return replySchemas(data);
}

/** A body that is not JSON (a file, a page, a script, CSV) under its media types; errors stay JSON. */
function rawBody(description: string, mediaTypes: readonly string[], format?: 'binary') {
  const schema = Type.String({ description, ...(format ? { format } : {}) });
  return { content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}

/**
 * Response schemas of a route whose success is not the JSON envelope:
 * - `{ file: [...media types] }` a download (any bytes: `*\/*` when the type is the stored file's own);
 * - `{ text: [...media types] }` text such as HTML, JavaScript or CSV;
 * - `{ json: schema }` a JSON document sent as is, without the envelope (a published schema, a cached file);
 * - `{ redirect: 302 | 303 }` a redirect with an empty body (the target is the Location header);
 * - `{ empty: true }` 204 with no body.
 * Strings, buffers and streams are sent as they are: the schema documents them honestly.
 */
export function rawReplySchemas<T extends TSchema>(kind: { json: T }): { 200: T } & typeof errorReplies;
export function rawReplySchemas(kind: { redirect: 302 | 303 } | { empty: true }): Partial<Record<204 | 302 | 303, TNull>> & typeof errorReplies;
export function rawReplySchemas(
  kind: { file: readonly string[]; description?: string } | { text: readonly string[]; description?: string },
): { 200: ReturnType<typeof rawBody> } & typeof errorReplies;
export function rawReplySchemas(
  kind:
    | { file: readonly string[]; description?: string }
    | { text: readonly string[]; description?: string }
    | { json: TSchema }
    | { redirect: 302 | 303 }
    | { empty: true },
) {
  if ('file' in kind) return { 200: rawBody(kind.description ?? 'The file bytes.', kind.file, 'binary'), ...errorReplies };
  if ('text' in kind) return { 200: rawBody(kind.description ?? 'The text.', kind.text), ...errorReplies };
  if ('json' in kind) return { 200: kind.json, ...errorReplies };
  if ('redirect' in kind) return { [kind.redirect]: Type.Null({ description: 'Empty body: the target is in the Location header.' }), ...errorReplies };
  return { 204: Type.Null({ description: 'No content.' }), ...errorReplies };
}

/** Sends a body that is not the JSON envelope (a page, a script, a document) with its content type, as it is. */
export function sendRaw(reply: FastifyReply, type: string, body: string | Buffer): FastifyReply {
  return reply.type(type).send(body);
}

export function errorBody(code: ErrorCode | string, message: string) {
  return { status: 'error' as const, error: code, message };
}

/** Sends JSON text serialized earlier (a cached reply): Fastify sends a string with a JSON content type as is. */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
