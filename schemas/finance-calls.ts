import { Type, type Static } from 'typebox';

/** The bill e-mail went out (SPEC §7 sendNoBearerEmail): to the signed-in user's own address. */
export const BillSent = Type.Object({ sent: Type.Literal(true), to: Type.String() }, { additionalProperties: false });
export type BillSent = Static<typeof BillSent>;

/** A production order's NF-e as the tenant kept it (SPEC §7 uploadXml; server/finance/production-orders.ts). */
export const ProductionOrderXml = Type.Object(
  {
    accessKey: Type.String({ description: 'The 44-digit access key of the NF-e.' }),
    number: Type.String(),
    series: Type.String(),
    date: Type.String({ description: "Issue date 'YYYY-MM-DD'." }),
    issuer: Type.Object({ document: Type.String(), name: Type.String() }, { additionalProperties: false }),
    lines: Type.Integer({ description: 'How many product lines the NF-e has.' }),
    total: Type.Number({ description: "The invoice's total (vNF), in BRL; without one, the sum of its lines." }),
    fileKey: Type.String({ description: "The stored XML's file key." }),
    receivedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type ProductionOrderXml = Static<typeof ProductionOrderXml>;

/** A production order's NF-e in the admin's list (GET .../production-orders): what was read and who sent it when. */
export const ReceivedProductionOrder = Type.Object(
  {
    accessKey: Type.String(),
    number: Type.String(),
    series: Type.String(),
    date: Type.String({ description: "Issue date 'YYYY-MM-DD'." }),
    issuer: Type.Object({ document: Type.String(), name: Type.String() }, { additionalProperties: false }),
    lines: Type.Integer(),
    total: Type.Number(),
    receivedAt: Type.String({ format: 'date-time' }),
    sentBy: Type.Union([Type.Object({ nick: Type.String(), email: Type.String() }, { additionalProperties: false }), Type.Null()], {
      description: 'The user who sent it; null once that user is deleted.',
    }),
  },
  { additionalProperties: false },
);
export type ReceivedProductionOrder = Static<typeof ReceivedProductionOrder>;

export const ProductionOrderPage = Type.Object(
  { total: Type.Integer({ minimum: 0 }), items: Type.Array(ReceivedProductionOrder) },
  { additionalProperties: false },
);
export type ProductionOrderPage = Static<typeof ProductionOrderPage>;
