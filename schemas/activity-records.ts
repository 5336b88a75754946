import { Type, type Static } from 'typebox';

/** GET …/activity/records: one page of the recorded activities (SPEC §7 Activity), newest first, by pointer. */
export const ActivityRecordsQuery = Type.Object(
  {
    pointer: Type.Optional(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_.-]{0,99}$' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

export const ActivityRecord = Type.Object(
  {
    pointer: Type.String(),
    at: Type.String({ format: 'date-time' }),
    /** The signed-in user's e-mail, else the one sent with the activity, else ''. */
    email: Type.String(),
    nick: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
    link: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);

export const ActivityRecordsPage = Type.Object(
  {
    total: Type.Integer(),
    /** Every pointer the tenant has recorded (the filter's choices), sorted. */
    pointers: Type.Array(Type.String()),
    items: Type.Array(ActivityRecord),
  },
  { additionalProperties: false },
);

export type ActivityRecord = Static<typeof ActivityRecord>;
export type ActivityRecordsPage = Static<typeof ActivityRecordsPage>;
