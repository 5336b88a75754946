import { Type, type Static } from 'typebox';

const Text = Type.Union([Type.String({ maxLength: 500 }), Type.Null()]);

/** SPEC §3 "Entity": a company (CNPJ) or person (CPF) a user works for; `selected` is the user's selection. */
export const Entity = Type.Object(
  {
    code: Type.String(),
    description: Type.String(),
    tag1: Text,
    tag2: Text,
    externalId: Text,
    dynamicFields: Type.Record(Type.String(), Type.Unknown()),
    id: Type.String(),
    selected: Type.Optional(Type.Boolean()),
  },
  { $id: 'urn:portal:schema:entity', additionalProperties: false },
);

/** SPEC §3 "Entity approval request" as stored: pending until an approver decides. */
export const EntityApproval = Type.Object(
  {
    id: Type.String(),
    code: Type.String(),
    email: Type.String(),
    description: Type.String(),
    tag1: Text,
    tag2: Text,
    options: Type.Unknown(),
    term: Type.Unknown(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('refused')]),
    createdAt: Type.String(),
  },
  { $id: 'urn:portal:schema:entity-approval', additionalProperties: false },
);

/** One way to receive an entity MFA code: `option` is what POST .../mfa?option= takes; `label` is masked. */
export const MfaPossibility = Type.Object(
  {
    option: Type.String(),
    type: Type.Union([Type.Literal('email'), Type.Literal('sms'), Type.Literal('whatsapp')]),
    label: Type.String(),
  },
  { $id: 'urn:portal:schema:mfa-possibility', additionalProperties: false },
);

/** One entity audit record (GET /access/v1/app/{id}/entity/audit), newest first. */
export const EntityAuditRecord = Type.Object(
  {
    id: Type.Integer(),
    action: Type.String(),
    actorEmail: Type.String(),
    entityCode: Type.Union([Type.String(), Type.Null()]),
    targetEmail: Type.Union([Type.String(), Type.Null()]),
    detail: Type.Unknown(),
    ip: Type.String(),
    userAgent: Type.String(),
    createdAt: Type.String(),
  },
  { $id: 'urn:portal:schema:entity-audit-record', additionalProperties: false },
);

export type Entity = Static<typeof Entity>;
export type EntityApproval = Static<typeof EntityApproval>;
export type MfaPossibility = Static<typeof MfaPossibility>;
export type EntityAuditRecord = Static<typeof EntityAuditRecord>;
