import { Type, type Static, type TSchema } from 'typebox';

/** Error reply of every route: `{ status: 'error', error: '#CODE', message }` (DESIGN.md §2), plus a few codes' extras. */
export const ErrorReply = Type.Object(
  {
    status: Type.Literal('error'),
    error: Type.String({ minLength: 1, description: "Um código de erro como '#INVALID_SESSION', ou 'Usuário bloqueado'." }),
    message: Type.String(),
    // A few codes carry more than the envelope (DomainError detail.body, spread by plugins/errors.ts).
    errors: Type.Optional(Type.Array(Type.Unknown(), { description: "'#CONFIG_INVALID': a lista de problemas da configuração." })),
    problems: Type.Optional(
      Type.Array(Type.Unknown(), { description: "'#FORM_ANSWER_INVALID', '#INVALID_DIGITABLE_LINE': o que está errado nos dados enviados." }),
    ),
    current: Type.Optional(Type.Unknown({ description: "'#CONFIG_VERSION_CONFLICT': a versão salva nesse meio-tempo." })),
  },
  { $id: 'urn:portal:schema:error-reply', additionalProperties: false },
);

/** Success envelope around a route's data. */
export const SuccessReply = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Literal('success'), data }, { additionalProperties: false });

export type ErrorReply = Static<typeof ErrorReply>;
export type SuccessReply<T> = { status: 'success'; data: T };
