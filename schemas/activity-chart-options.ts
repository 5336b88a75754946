// Plain lists, no TypeBox: the activity page imports these without the schema-building code.

/** How the activity chart counts: per day or per hour (schemas/admin-operations ActivityQuery `bucket`). */
export const activityBuckets = ['day', 'hour'] as const;

/** What each series of the activity chart is: an activity kind or a user (ActivityQuery `by`). */
export const activityGroupings = ['kind', 'user'] as const;
