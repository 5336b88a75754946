import type { FastifyReply } from 'fastify';
import { Type, type TSchema } from 'typebox';
import type { ErrorCode } from '../../domain/error-codes';

/** The success envelope of every JSON route. */
export function ok<T>(data: T): { status: 'success'; data: T } {
  return { status: 'success', data };
}

/**
 * A 200 response schema for the success envelope around `data`: Fastify then serializes the reply with
 * fast-json-stringify instead of JSON.stringify (hot routes: login, session validate). Errors keep their
 * own shape (plugins/errors.ts); properties outside the schema are not sent, so the schema must list all.
 */
export function okSchema<T extends TSchema>(data: T) {
  return { 200: Type.Object({ status: Type.Literal('success'), data }, { additionalProperties: false }) };
}

export function errorBody(code: ErrorCode | string, message: string) {
  return { status: 'error' as const, error: code, message };
}

/** Sends JSON text serialized earlier (a cached reply): Fastify sends a string with a JSON content type as is. */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
