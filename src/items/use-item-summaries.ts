import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createActor, fromPromise, type Actor, type SnapshotFrom } from 'xstate';
import { summaryValue, type SummaryState } from '../../domain/item-opening';
import { SUMMARY_TIMEOUT_MS } from '../../domain/remote-sql';
import {
  itemSummaryMachine,
  type ItemSummaryInput,
  type LoadSummaryInput,
} from '../../machines/item-summary.machine';
import type { Module } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';
import { recordActivity } from '../api/activity-api';
import { runQuery } from '../api/item-api';

/** The calls the summaries make; tests pass fakes. */
export type SummaryEffects = {
  loadSummary(input: LoadSummaryInput): Promise<number | null>;
  recordFailure(companyId: string, user: UserSession): void;
};

export const summaryEffects: SummaryEffects = {
  // SPEC §9: 30000 ms; the card shows the failure itself, so no global connection dialog.
  loadSummary: async ({ companyId, sql, connector, timeoutMs }) =>
    summaryValue(await runQuery(companyId, sql, { connector, timeoutMs, connectionErrors: false })),
  recordFailure: (companyId, user) => {
    void recordActivity(companyId, 'connectionErrorSum', { nick: user.nick, phone: user.phone, email: user.email }).catch(
      () => undefined,
    );
  },
};

/** The key of an item's summary: `${moduleId}/${itemId}`. */
export const summaryKey = (moduleId: string, itemId: string) => `${moduleId}/${itemId}`;

/** One summary statechart's input per item with sumSql, in module order. */
export function summaryInputs(companyId: string, modules: readonly Module[]): ItemSummaryInput[] {
  return modules.flatMap((module) =>
    module.items
      .filter((item) => Boolean(item.sumSql))
      .map((item) => ({
        companyId,
        moduleId: module.id,
        item: { id: item.id, sumSql: item.sumSql, connector: item.connector, sumType: item.sumType },
        timeoutMs: SUMMARY_TIMEOUT_MS,
      })),
  );
}

type SummarySnapshot = SnapshotFrom<typeof itemSummaryMachine>;

/**
 * What the portal shows for a snapshot: nothing while empty, 'loading' (keeping the last figure), the loaded
 * value, or 'error'.
 */
export function summaryStateOf(snapshot: Pick<SummarySnapshot, 'value' | 'context'>): SummaryState | null {
  switch (snapshot.value) {
    case 'loading':
      return { status: 'loading', value: snapshot.context.value };
    case 'loaded':
      return { status: 'loaded', value: snapshot.context.value };
    case 'error':
      return { status: 'error', value: null };
    default:
      return null;
  }
}

/** Which entity codes are selected, as a stable key: a change reloads the summaries. */
export const entitiesKey = (user: Pick<UserSession, 'entitySelected'>) =>
  user.entitySelected.map((entity) => entity.code).join(',');

function withoutKey(states: Record<string, SummaryState>, key: string): Record<string, SummaryState> {
  if (!Object.hasOwn(states, key)) return states;
  const next = { ...states };
  delete next[key];
  return next;
}

/**
 * SPEC §4/§8: one itemSummary statechart per item with sumSql. Loads once, reloads when the selected
 * entities change or on reload() (a statechart in flight skips it), and records 'connectionErrorSum' on failure.
 */
export function useItemSummaries(
  companyId: string,
  modules: Module[],
  user: UserSession,
  effects: SummaryEffects = summaryEffects,
): { states: Record<string, SummaryState>; reload(): void } {
  const [states, setStates] = useState<Record<string, SummaryState>>({});
  const actors = useRef(new Map<string, Actor<typeof itemSummaryMachine>>());
  const userRef = useRef(user);
  userRef.current = user;
  const effectsRef = useRef(effects);
  effectsRef.current = effects;

  const inputsText = JSON.stringify(summaryInputs(companyId, modules));
  const inputs = useMemo(() => JSON.parse(inputsText) as ItemSummaryInput[], [inputsText]);

  useEffect(() => {
    const machine = itemSummaryMachine.provide({
      actors: { loadSummary: fromPromise(({ input }: { input: LoadSummaryInput }) => effectsRef.current.loadSummary(input)) },
      actions: { recordActivity: () => effectsRef.current.recordFailure(companyId, userRef.current) },
    });
    const running = new Map<string, Actor<typeof itemSummaryMachine>>();
    for (const input of inputs) {
      const key = summaryKey(input.moduleId, input.item.id);
      const actor = createActor(machine, { input });
      actor.subscribe((snapshot) => {
        const state = summaryStateOf(snapshot);
        setStates((prev) => (state ? { ...prev, [key]: state } : withoutKey(prev, key)));
      });
      running.set(key, actor);
      actor.start();
      actor.send({ type: 'LOAD' });
    }
    actors.current = running;
    return () => {
      running.forEach((actor) => actor.stop());
      setStates({});
    };
  }, [companyId, inputs]);

  const reload = useCallback(() => actors.current.forEach((actor) => actor.send({ type: 'RELOAD' })), []);

  const entities = entitiesKey(user);
  const lastEntities = useRef(entities);
  useEffect(() => {
    if (lastEntities.current === entities) return;
    lastEntities.current = entities;
    reload();
  }, [entities, reload]);

  return { states, reload };
}
