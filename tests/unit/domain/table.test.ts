import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  SEARCH_DELAY_MS,
  TABLE_STATE_TTL_S,
  clampPage,
  detailColumns,
  formatCell,
  pageCount,
  pageRows,
  pageSizeOf,
  pageWindow,
  restoreTableState,
  savedTableState,
  shownRange,
  tableStateKey,
  totalOf,
} from '../../../domain/table';

describe('table limits (SPEC §9)', () => {
  it('offers 10, 25, 50 and All, 10 by default, searches 400 ms after typing and keeps state 7200 s', () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50, 'all']);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(SEARCH_DELAY_MS).toBe(400);
    expect(TABLE_STATE_TTL_S).toBe(7200);
  });

  it('reads a page size from a select value, falling back to the default', () => {
    expect(pageSizeOf('25')).toBe(25);
    expect(pageSizeOf('all')).toBe('all');
    expect(pageSizeOf('7')).toBe(10);
  });
});

describe('page math', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(27, 10)).toBe(3);
    expect(pageCount(30, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(27, 'all')).toBe(1);
  });

  it('keeps a page within the pages there are', () => {
    expect(clampPage(5, 27, 10)).toBe(2);
    expect(clampPage(-1, 27, 10)).toBe(0);
    expect(clampPage(2, 27, 25)).toBe(1);
  });

  it('binds limit and offset for a page; All has no limit', () => {
    expect(pageWindow(0, 10)).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow(2, 25)).toEqual({ limit: 25, offset: 50 });
    expect(pageWindow(3, 'all')).toEqual({ limit: null, offset: 0 });
  });

  it("tells which rows show: 'Mostrando x a y de z'", () => {
    expect(shownRange(0, 10, 27)).toEqual({ from: 1, to: 10, total: 27 });
    expect(shownRange(2, 10, 27)).toEqual({ from: 21, to: 27, total: 27 });
    expect(shownRange(0, 'all', 27)).toEqual({ from: 1, to: 27, total: 27 });
    expect(shownRange(0, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it('pages rows on the client', () => {
    const rows = Array.from({ length: 12 }, (_, i) => i);
    expect(pageRows(rows, 1, 10)).toEqual([10, 11]);
    expect(pageRows(rows, 0, 'all')).toHaveLength(12);
  });

  it("reads the total from a server page's total column", () => {
    expect(totalOf([{ numero: '1', total: '27' }])).toBe(27);
    expect(totalOf([{ numero: '1', total: 3 }])).toBe(3);
    expect(totalOf([])).toBe(0);
    expect(totalOf([{ numero: '1' }, { numero: '2' }], 20)).toBe(22);
  });
});

describe('saved table state', () => {
  const state = { pageSize: 25 as const, page: 2, search: '0012' };
  const t0 = Date.UTC(2026, 0, 1);

  it('is keyed by tenant, module and item', () => {
    expect(tableStateKey('local', 'financeiro', 'titulos')).toBe('table-state:local/financeiro/titulos');
  });

  it('comes back within 7200 s and is dropped after', () => {
    const text = savedTableState(state, t0);
    expect(restoreTableState(text, t0 + 7200 * 1000)).toEqual(state);
    expect(restoreTableState(text, t0 + 7200 * 1000 + 1)).toBeNull();
  });

  it('ignores nothing saved, bad JSON, a wrong shape or a future stamp', () => {
    expect(restoreTableState(null, t0)).toBeNull();
    expect(restoreTableState('{', t0)).toBeNull();
    expect(restoreTableState(JSON.stringify({ ...state, pageSize: 7, savedAt: t0 }), t0)).toBeNull();
    expect(restoreTableState(JSON.stringify({ ...state, page: -1, savedAt: t0 }), t0)).toBeNull();
    expect(restoreTableState(savedTableState(state, t0 + 1000), t0)).toBeNull();
  });
});

describe('cell formats', () => {
  it('shows money in BRL and numbers in pt-BR, numeric strings included', () => {
    expect(formatCell('1520.50', 'currency')).toBe('R$ 1.520,50');
    expect(formatCell(12450.9, 'currency')).toBe('R$ 12.450,90');
    expect(formatCell('3', 'number')).toBe('3');
    expect(formatCell(1234.5, 'number')).toBe('1.234,5');
    expect(formatCell('abc', 'number')).toBe('abc');
  });

  it("shows dates as 'DD/MM/YYYY' and date-times as 'DD/MM/YYYY HH:mm'", () => {
    expect(formatCell('2026-12-10', 'date')).toBe('10/12/2026');
    expect(formatCell('2026-07-01T15:04:00Z', 'datetime', 'America/Sao_Paulo')).toBe('01/07/2026 12:04');
    expect(formatCell('não é data', 'date')).toBe('não é data');
  });

  it('shows a whole CPF or CNPJ with its mask (alphanumeric CNPJ too) and anything else as it is', () => {
    expect(formatCell('11222333000181', 'cpfCnpj')).toBe('11.222.333/0001-81');
    expect(formatCell('52998224725', 'cpfCnpj')).toBe('529.982.247-25');
    expect(formatCell('12ABC34501DE35', 'cpfCnpj')).toBe('12.ABC.345/01DE-35');
    expect(formatCell('11.222.333/0001-81', 'cpfCnpj')).toBe('11.222.333/0001-81');
    expect(formatCell('1122233300', 'cpfCnpj')).toBe('1122233300');
    expect(formatCell('sem documento', 'cpfCnpj')).toBe('sem documento');
  });

  it('shows text as it is and nothing for null', () => {
    expect(formatCell('0001234')).toBe('0001234');
    expect(formatCell(null, 'currency')).toBe('');
    expect(formatCell(true)).toBe('true');
  });
});

describe('detail table columns', () => {
  const known = [
    { field: 'numero', label: 'Número' },
    { field: 'valor', label: 'Valor', format: 'currency' as const },
  ];

  it("uses the item's columns for the fields it knows and names the others by field, dates by shape", () => {
    const rows = [{ numero: '1', valor: '10.00', vencimento: '2025-01-10', pago_em: '2025-01-10T12:00:00Z', situacao: 'Pago', total: 3 }];
    expect(detailColumns(rows, known)).toEqual([
      { field: 'numero', label: 'Número' },
      { field: 'valor', label: 'Valor', format: 'currency' },
      { field: 'vencimento', label: 'vencimento', format: 'date' },
      { field: 'pago_em', label: 'pago_em', format: 'datetime' },
      { field: 'situacao', label: 'situacao', format: 'text' },
    ]);
  });

  it("falls back to the item's columns when there are no rows", () => {
    expect(detailColumns([], known)).toEqual(known);
    expect(detailColumns([])).toEqual([]);
  });
});
