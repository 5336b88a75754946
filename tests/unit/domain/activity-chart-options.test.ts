import { describe, expect, it } from 'vitest';
import { activityBuckets as domainBuckets, activityGroupings as domainGroupings } from '../../../domain/activity-chart';
import { activityBuckets, activityGroupings } from '../../../schemas/activity-chart-options';
import { ActivityChart, ActivityQuery } from '../../../schemas/admin-operations';
import { compileSchema } from '../../../schemas/validator';

// The activity page's bucket and grouping choices and the route's schemas must agree: both read
// schemas/activity-chart-options.ts.
const query = compileSchema(ActivityQuery);
const literalsOf = (union: unknown) => (union as { anyOf: { const: string }[] }).anyOf.map((s) => s.const);

describe('the activity chart options are one list for the schemas and the browser', () => {
  it('the query and the chart reply list exactly the buckets and groupings, in order', () => {
    expect(literalsOf(ActivityQuery.properties.bucket)).toEqual([...activityBuckets]);
    expect(literalsOf(ActivityChart.properties.bucket)).toEqual([...activityBuckets]);
    expect(literalsOf(ActivityQuery.properties.by)).toEqual([...activityGroupings]);
    expect(literalsOf(ActivityChart.properties.by)).toEqual([...activityGroupings]);
  });

  it.each(activityBuckets)('the query accepts the bucket %s', (bucket) => {
    expect(query.check({ bucket })).toBe(true);
  });

  it.each(activityGroupings)('the query accepts the grouping %s', (by) => {
    expect(query.check({ by })).toBe(true);
  });

  it('a bucket or a grouping outside the lists is refused', () => {
    expect(query.check({ bucket: 'week' })).toBe(false);
    expect(query.check({ by: 'module' })).toBe(false);
  });

  it('the domain offers the same lists', () => {
    expect(domainBuckets).toBe(activityBuckets);
    expect(domainGroupings).toBe(activityGroupings);
  });
});
