import { Type, type Static } from 'typebox';

// Only machines/registry.ts imports this schema (for the replay runner); machine files import its type only,
// so the browser never loads typebox.
/** The login machine's input (contract), as a schema so replay fixtures' `input` can be checked at run time. */
export const LoginInputSchema = Type.Object(
  {
    companyId: Type.String({ minLength: 1 }),
    externalAuth: Type.Boolean(),
    selfRegistration: Type.Boolean(),
    notRegisteredNotification: Type.Boolean(),
    userBlockedMessage: Type.Optional(Type.String()),
    redirectUrl: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    appRoute: Type.String({ minLength: 1 }),
    connectionCheck: Type.Object(
      {
        enable: Type.Boolean(),
        force: Type.Optional(Type.Boolean()),
        sql: Type.Optional(Type.String()),
        connector: Type.Optional(Type.String()),
      },
      { additionalProperties: false },
    ),
    latestNotificationConfigDate: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  },
  { additionalProperties: false },
);

export type LoginInput = Static<typeof LoginInputSchema>;
