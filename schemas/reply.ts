import { Type, type Static, type TSchema } from 'typebox';

/** Error reply of every route: `{ status: 'error', error: '#CODE', message }` (DESIGN.md §2), plus a few codes' extras. */
export const ErrorReply = Type.Object(
  {
    status: Type.Literal('error'),
    error: Type.String({ minLength: 1, description: "A SPEC §8 code such as '#INVALID_SESSION', or 'Usuário bloqueado'." }),
    message: Type.String(),
    // A few codes carry more than the envelope (DomainError detail.body, spread by plugins/errors.ts).
    errors: Type.Optional(Type.Array(Type.Unknown(), { description: "'#CONFIG_INVALID': the config's problem list." })),
    problems: Type.Optional(
      Type.Array(Type.Unknown(), { description: "'#FORM_ANSWER_INVALID', '#INVALID_DIGITABLE_LINE': what is wrong in the answer." }),
    ),
    current: Type.Optional(Type.Unknown({ description: "'#CONFIG_VERSION_CONFLICT': the version saved in between." })),
  },
  { $id: 'urn:portal:schema:error-reply', additionalProperties: false },
);

/** Success envelope around a route's data. */
export const SuccessReply = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Literal('success'), data }, { additionalProperties: false });

export type ErrorReply = Static<typeof ErrorReply>;
export type SuccessReply<T> = { status: 'success'; data: T };
