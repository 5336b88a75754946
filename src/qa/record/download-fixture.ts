import type { ReplayFixture } from '../../../schemas/replay-fixture';
import { saveFile } from '../../ui/save-file';

/** Downloads a recorded fixture as `<machine>-<timestamp>.json` (to drop in fixtures/statecharts/<machine>/). */
export function downloadFixture(fixture: ReplayFixture): string {
  const name = `${fixture.machine}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  saveFile(new Blob([`${JSON.stringify(fixture, null, 2)}\n`], { type: 'application/json' }), name);
  return name;
}
