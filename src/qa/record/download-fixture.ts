import type { ReplayFixture } from '../../../schemas/replay-fixture';

/** Downloads a recorded fixture as `<machine>-<timestamp>.json` (to drop in fixtures/statecharts/<machine>/). */
export function downloadFixture(fixture: ReplayFixture): string {
  const name = `${fixture.machine}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(fixture, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
