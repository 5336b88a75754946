import { Type, type Static } from 'typebox';

const JsonObject = Type.Object({}, { additionalProperties: true });

/**
 * A form link's `json` (issue 11): a direct-hash link whose json carries `form` opens /dynamic-form/{hash}, a
 * public page that renders `schema` (JSON Schema, draft-07 as RJSF reads it) with `uiSchema`. The answer is
 * validated against `schema` again on the server.
 */
export const DynamicFormLinkJson = Type.Object(
  {
    form: Type.Object(
      {
        schema: Type.Object({ type: Type.Literal('object') }, { additionalProperties: true, description: 'JSON Schema da resposta: um schema do tipo objeto.' }),
        uiSchema: Type.Optional(JsonObject),
        submitLabel: Type.Optional(Type.String({ minLength: 1, maxLength: 60, description: "Texto do botão de envio (padrão: 'Enviar')." })),
        thankYou: Type.Optional(Type.String({ maxLength: 500, description: 'Texto exibido depois que a resposta é salva.' })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: true, $id: 'urn:portal:schema:dynamic-form-link', title: 'JSON do link de formulário dinâmico' },
);
export type DynamicFormLinkJson = Static<typeof DynamicFormLinkJson>;

/** GET .../dynamicForm/{hash}: what the public page renders. */
export const DynamicFormView = Type.Object(
  {
    title: Type.String(),
    schema: JsonObject,
    uiSchema: JsonObject,
    submitLabel: Type.String(),
    thankYou: Type.String(),
    expires: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type DynamicFormView = Static<typeof DynamicFormView>;

/** A schema problem of an answer, in pt-BR, at the JSON pointer of the value. */
export const FormProblem = Type.Object({ path: Type.String(), message: Type.String() }, { additionalProperties: false });
export type FormProblem = Static<typeof FormProblem>;

/** One stored answer, as the tenant admin reads it. */
export const FormAnswer = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    email: Type.String(),
    answer: JsonObject,
    createdAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type FormAnswer = Static<typeof FormAnswer>;
