import { Type, type Static } from 'typebox';

export const liveStatuses = ['scheduled', 'live', 'ended'] as const;
const LiveStatus = Type.Union([Type.Literal('scheduled'), Type.Literal('live'), Type.Literal('ended')]);
export type LiveStatus = (typeof liveStatuses)[number];

const HttpUrl = Type.String({ maxLength: 2000, pattern: '^(https?://\\S+)?$' });

/** A product of a live event; the price is BRL in cents. */
export const LiveProduct = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_.-]+$' }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    priceCents: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
    image: Type.Optional(HttpUrl),
    link: Type.Optional(HttpUrl),
    stock: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  },
  { additionalProperties: false },
);
export type LiveProduct = Static<typeof LiveProduct>;

/** A live event (SPEC §2 /(aovivo|live)/:id) as the public page reads it and the tenant writes it. */
const liveEventFields = {
  id: Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_.-]+$' }),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  status: LiveStatus,
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  products: Type.Array(LiveProduct, { maxItems: 500 }),
};
export const LiveEvent = Type.Object(
  { ...liveEventFields, updatedAt: Type.Optional(Type.String({ format: 'date-time' })) },
  { additionalProperties: false, $id: 'urn:portal:schema:live-event', title: 'Transmissão ao vivo' },
);

/** A demo live event in a tenant fixture's seed (fixtures/tenants/*.json `seed.live`). */
export const SeedLiveEvent = Type.Object(liveEventFields, { additionalProperties: false });
export type SeedLiveEvent = Static<typeof SeedLiveEvent>;
export type LiveEvent = Static<typeof LiveEvent>;

/** A change to one product (PATCH): any of its fields but the id. */
export const LiveProductPatch = Type.Partial(Type.Omit(LiveProduct, ['id']), { additionalProperties: false });
export type LiveProductPatch = Static<typeof LiveProductPatch>;

/**
 * The `event` of a live socket frame `{action:'live', live, event}`: small (bus payloads are limited), the page
 * reloads the event when `type` is 'changed' and applies a product in place when it is 'product'.
 */
export const LiveSocketEvent = Type.Union([
  Type.Object({ type: Type.Literal('changed'), updatedAt: Type.String() }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('product'), updatedAt: Type.String(), product: LiveProduct }, { additionalProperties: false }),
]);
export type LiveSocketEvent = Static<typeof LiveSocketEvent>;
