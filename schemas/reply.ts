import { Type, type Static, type TSchema } from 'typebox';

/** Error reply of every route: `{ status: 'error', error: '#CODE', message }` (DESIGN.md §2). */
export const ErrorReply = Type.Object(
  {
    status: Type.Literal('error'),
    error: Type.String({ minLength: 1, description: "A SPEC §8 code such as '#INVALID_SESSION', or 'Usuário bloqueado'." }),
    message: Type.String(),
  },
  { $id: 'urn:portal:schema:error-reply', additionalProperties: false },
);

/** Success envelope around a route's data. */
export const SuccessReply = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Literal('success'), data }, { additionalProperties: false });

export type ErrorReply = Static<typeof ErrorReply>;
export type SuccessReply<T> = { status: 'success'; data: T };
