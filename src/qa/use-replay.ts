import { useEffect, useState } from 'react';
import { machineRegistry } from '../../machines/registry';
import { transitionCoverage, type MachineCoverage } from '../../machines/replay/coverage';
import { replayFixture, type ReplayResult } from '../../machines/replay/replay';
import type { ReplayFixture } from '../../schemas/replay-fixture';

/** One fixture replayed in the browser by the same engine `npm run replay` uses. */
export function useReplay(fixture: ReplayFixture | null): ReplayResult | null {
  const [result, setResult] = useState<{ of: ReplayFixture; result: ReplayResult } | null>(null);
  useEffect(() => {
    if (!fixture) return;
    let live = true;
    replayFixture(fixture, machineRegistry).then(
      (r) => live && setResult({ of: fixture, result: r }),
      (error: unknown) => live && setResult({ of: fixture, result: crashed(error) }),
    );
    return () => {
      live = false;
    };
  }, [fixture]);
  return result && result.of === fixture ? result.result : null;
}

function crashed(error: unknown): ReplayResult {
  const empty = { state: '', children: {}, childContexts: {}, context: undefined, actions: [], ran: [], actorCalls: [], transitions: [] };
  return { ok: false, failures: [String(error)], actions: [], start: empty, steps: [], covered: {} };
}

export type SuiteReplay = { results: Map<ReplayFixture, ReplayResult>; coverage: MachineCoverage[] };

/** Every fixture replayed (one after another, the page stays responsive) and the transition coverage. */
export function useSuiteReplay(fixtures: readonly ReplayFixture[]): SuiteReplay | null {
  const [suite, setSuite] = useState<SuiteReplay | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const results = new Map<ReplayFixture, ReplayResult>();
      for (const fixture of fixtures) {
        if (!live) return;
        results.set(fixture, await replayFixture(fixture, machineRegistry).catch(crashed));
      }
      if (live) setSuite({ results, coverage: transitionCoverage(machineRegistry, [...results.values()]) });
    })();
    return () => {
      live = false;
    };
  }, [fixtures]);
  return suite;
}
