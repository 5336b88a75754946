// @vitest-environment jsdom
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadSummaryInput } from '../../../machines/item-summary.machine';
import { SummaryFigure, figureView } from '../../../renderers/items/summary-figure';
import type { Module } from '../../../schemas/company';
import type { UserSession } from '../../../schemas/session';
import {
  entitiesKey,
  summaryInputs,
  summaryKey,
  summaryStateOf,
  useItemSummaries,
  type SummaryEffects,
} from '../../../src/items/use-item-summaries';

afterEach(cleanup);

const modules = [
  {
    id: 'financeiro',
    title: 'Financeiro',
    items: [
      { id: 'titulos', title: 'Títulos', kind: 'html', html: '', sumSql: 'titulos-abertos', connector: 'erp', sumType: 'currency' },
      { id: 'sem-conector', title: 'Sem conector', kind: 'html', html: '', sumSql: 'x' },
      { id: 'sem-resumo', title: 'Sem resumo', kind: 'html', html: '' },
    ],
  },
] as Module[];

const user = (codes: string[]) =>
  ({ nick: 'Ana', email: 'ana@demo.com.br', entitySelected: codes.map((code) => ({ code, description: code })) }) as UserSession;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const flush = () => act(async () => {});

describe('summary pieces', () => {
  it('keys a summary by module and item, and makes one input per item with sumSql (30000 ms)', () => {
    expect(summaryKey('financeiro', 'titulos')).toBe('financeiro/titulos');
    const inputs = summaryInputs('local', modules);
    expect(inputs.map((i) => i.item.id)).toEqual(['titulos', 'sem-conector']);
    expect(inputs[0]).toEqual({
      companyId: 'local',
      moduleId: 'financeiro',
      item: { id: 'titulos', sumSql: 'titulos-abertos', connector: 'erp', sumType: 'currency' },
      timeoutMs: 30000,
    });
  });

  it('shows nothing while empty, keeps the last figure while loading, and maps loaded and error', () => {
    const context = { value: 10, sumError: false, error: null, input: summaryInputs('local', modules)[0]! };
    expect(summaryStateOf({ value: 'empty', context })).toBeNull();
    expect(summaryStateOf({ value: 'loading', context })).toEqual({ status: 'loading', value: 10 });
    expect(summaryStateOf({ value: 'loaded', context })).toEqual({ status: 'loaded', value: 10 });
    expect(summaryStateOf({ value: 'error', context })).toEqual({ status: 'error', value: null });
  });

  it('reloads on a change of the selected entity codes only', () => {
    expect(entitiesKey(user(['1', '2']))).toBe('1,2');
    expect(entitiesKey(user([]))).toBe('');
  });
});

describe('summary figure', () => {
  it('formats currency in BRL and numbers in pt-BR', () => {
    expect(figureView({ sumType: 'currency' }, { status: 'loaded', value: 2500.5 }).text).toBe('R$ 2.500,50');
    expect(figureView({ sumType: 'number' }, { status: 'loaded', value: 1234.5 }).text).toBe('1.234,5');
    expect(figureView({ sumType: 'currency' }, { status: 'loaded', value: 2500.5 }, 'en').text).toBe('$2,500.50');
  });

  it('is empty with no value, in error for sumSql without a connector, busy while loading', () => {
    expect(figureView({}, null).status).toBe('empty');
    expect(figureView({ sumType: 'number' }, { status: 'loaded', value: null }).status).toBe('empty');
    expect(figureView({ sumSql: 'q' }, null).status).toBe('error');
    const { container } = render(<SummaryFigure item={{}} state={{ status: 'loading' }} />);
    const figure = container.querySelector('[aria-live="polite"]');
    expect(figure?.getAttribute('aria-busy')).toBe('true');
  });
});

describe('useItemSummaries', () => {
  function setup() {
    const loads: { input: LoadSummaryInput; reply: ReturnType<typeof deferred<number | null>> }[] = [];
    const effects: SummaryEffects = {
      loadSummary: vi.fn((input: LoadSummaryInput) => {
        const reply = deferred<number | null>();
        loads.push({ input, reply });
        return reply.promise;
      }),
      recordFailure: vi.fn(),
    };
    return { loads, effects };
  }

  it('loads each item with sumSql; one without a connector is an error with no call', async () => {
    const { loads, effects } = setup();
    const { result } = renderHook(() => useItemSummaries('local', modules, user(['1']), effects));
    expect(loads.map((l) => l.input.sql)).toEqual(['titulos-abertos']);
    expect(loads[0]!.input).toMatchObject({ companyId: 'local', connector: 'erp', timeoutMs: 30000 });
    expect(result.current.states).toEqual({
      'financeiro/titulos': { status: 'loading', value: null },
      'financeiro/sem-conector': { status: 'error', value: null },
    });
    loads[0]!.reply.resolve(2500.5);
    await flush();
    expect(result.current.states['financeiro/titulos']).toEqual({ status: 'loaded', value: 2500.5 });
    expect(effects.recordFailure).not.toHaveBeenCalled();
  });

  it('records connectionErrorSum on a failure and loads again when the selected entities change', async () => {
    const { loads, effects } = setup();
    const { result, rerender } = renderHook(({ u }) => useItemSummaries('local', modules, u, effects), {
      initialProps: { u: user(['1']) },
    });
    loads[0]!.reply.reject({ status: 500 });
    await flush();
    expect(result.current.states['financeiro/titulos']?.status).toBe('error');
    expect(effects.recordFailure).toHaveBeenCalledTimes(1);
    rerender({ u: user(['1']) });
    expect(loads).toHaveLength(1);
    rerender({ u: user(['2']) });
    expect(loads).toHaveLength(2);
    loads[1]!.reply.resolve(7);
    await flush();
    expect(result.current.states['financeiro/titulos']).toEqual({ status: 'loaded', value: 7 });
  });

  it('skips a reload while a load is in flight', async () => {
    const { loads, effects } = setup();
    const { result } = renderHook(() => useItemSummaries('local', modules, user(['1']), effects));
    act(() => result.current.reload());
    expect(loads).toHaveLength(1);
    loads[0]!.reply.resolve(1);
    await flush();
    act(() => result.current.reload());
    expect(loads).toHaveLength(2);
  });
});
