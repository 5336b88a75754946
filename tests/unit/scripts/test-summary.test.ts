import { describe, expect, it } from 'vitest';
import { addReport, emptyTotals, summaryLines } from '../../../scripts/test-summary.mjs';

const report = (over: object = {}) => ({
  numPassedTests: 3,
  numFailedTests: 0,
  numPendingTests: 2,
  numTodoTests: 0,
  testResults: [
    {
      name: '/repo/tests/api/postgres-connector.test.ts',
      assertionResults: [
        { status: 'passed', title: 'a', fullName: 'x a' },
        { status: 'skipped', title: 'runs named queries', fullName: 'postgres connector, portal on pglite runs named queries' },
      ],
    },
    { name: '/repo/tests/api/terms.test.ts', assertionResults: [{ status: 'pending', title: 'needs a PostgreSQL server', ancestorTitles: ['on postgres'] }] },
  ],
  ...over,
});

describe('npm test closing summary', () => {
  it('counts skipped tests and names each by file and title', () => {
    const totals = emptyTotals();
    addReport(totals, report(), true, '/repo');
    expect(summaryLines(totals, [])).toEqual([
      'All phases passed.',
      'Skipped:',
      '  - tests/api/postgres-connector.test.ts > postgres connector, portal on pglite runs named queries',
      '  - tests/api/terms.test.ts > on postgres > needs a PostgreSQL server',
      '3 passed, 0 failed, 2 skipped',
    ]);
  });

  it('says 0 skipped when nothing was skipped, and a crashed phase counts as a failure', () => {
    const totals = emptyTotals();
    addReport(totals, { numPassedTests: 5, testResults: [] }, true, '/repo');
    addReport(totals, { numPassedTests: 0, numFailedTests: 0, testResults: [] }, false, '/repo');
    expect(summaryLines(totals, ['api'])).toEqual(['Failed phases: api', '5 passed, 1 failed, 0 skipped']);
  });

  it('names each failed test with the first line of its message, and a file that failed outside its tests', () => {
    const totals = emptyTotals();
    const failing = {
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: '/repo/tests/api/notifications.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', title: 'lists', fullName: 'notifications lists' },
            {
              status: 'failed',
              title: 'sends',
              fullName: 'notifications sends',
              failureMessages: ['\n\u001b[31mAssertionError: expected 500 to be 200\u001b[39m\n    at tests/api/notifications.test.ts:12:3'],
            },
          ],
        },
        { name: '/repo/tests/api/files.test.ts', status: 'failed', message: 'Hook timed out in 10000ms.\nIf this is a long-running hook…', assertionResults: [] },
        { name: '/repo/tests/api/chat.test.ts', status: 'passed', assertionResults: [{ status: 'passed', title: 'opens' }] },
      ],
    };
    addReport(totals, failing, false, '/repo');
    expect(summaryLines(totals, ['api'])).toEqual([
      'Failed phases: api',
      'Failed:',
      '  - tests/api/notifications.test.ts > notifications sends: AssertionError: expected 500 to be 200',
      '  - tests/api/files.test.ts: Hook timed out in 10000ms.',
      '1 passed, 2 failed, 0 skipped',
    ]);
  });
});
