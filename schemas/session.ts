import { Type, type Static } from 'typebox';

const EntityRef = Type.Object(
  { code: Type.String(), description: Type.String() },
  { additionalProperties: false },
);

/** User session: SPEC §3 "User session". */
export const UserSession = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
    nick: Type.String(),
    firstNick: Type.String(),
    groups: Type.Array(Type.String()),
    phone: Type.Optional(Type.String()),
    feedbackScore: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    selectedEntity: Type.Optional(Type.Union([EntityRef, Type.Null()])),
    entitySelected: Type.Array(EntityRef),
    pendingTerms: Type.Record(Type.String(), Type.Object({ version: Type.Integer() }, { additionalProperties: false })),
    notifications: Type.Object(
      {
        revisionDate: Type.Optional(Type.Union([Type.String(), Type.Null()])),
        channels: Type.Optional(
          Type.Record(Type.String(), Type.Object({ status: Type.Boolean() }, { additionalProperties: false })),
        ),
      },
      { additionalProperties: false },
    ),
    geolocation: Type.Optional(
      Type.Object({ latitude: Type.Number(), longitude: Type.Number() }, { additionalProperties: false }),
    ),
    isPublic: Type.Boolean(),
    isLdapUser: Type.Boolean(),
    isAdfsUser: Type.Boolean(),
    hasEntity: Type.Boolean(),
    hasEntitySelected: Type.Boolean(),
    hasAccountsAccess: Type.Boolean(),
    entityPendingApproval: Type.Optional(Type.Boolean()),
    token: Type.Optional(Type.String()),
  },
  { $id: 'urn:portal:schema:user-session', additionalProperties: false },
);

/** User-exists data: SPEC §3. `nick` is empty for an unknown user. */
export const UserExists = Type.Object(
  {
    isAdfs: Type.Boolean(),
    blocked: Type.Boolean(),
    hostBlocked: Type.Boolean(),
    nick: Type.String(),
    status: Type.String({ description: "'active', 'pendingByDirectHash' ou 'unknown'" }),
    isLdap: Type.Boolean(),
  },
  { $id: 'urn:portal:schema:user-exists', additionalProperties: false },
);

/** Login data: SPEC §3 "Login response". */
export const LoginResult = Type.Object(
  { user: UserSession, code: Type.String() },
  { $id: 'urn:portal:schema:login-result', additionalProperties: false },
);

/** `{ user }`: the caller's session after a change (entity selection, a term accepted, a user update). */
export const UserReply = Type.Object({ user: UserSession }, { additionalProperties: false });

/** Session validate data (SPEC §7): isPublic, json, isLdapUser, isAdfsUser. */
export const SessionValidation = Type.Object(
  { isPublic: Type.Boolean(), json: UserSession, isLdapUser: Type.Boolean(), isAdfsUser: Type.Boolean() },
  { $id: 'urn:portal:schema:session-validation', additionalProperties: false },
);

export type EntityRef = Static<typeof EntityRef>;
export type UserSession = Static<typeof UserSession>;
export type UserExists = Static<typeof UserExists>;
export type LoginResult = Static<typeof LoginResult>;
export type SessionValidation = Static<typeof SessionValidation>;
