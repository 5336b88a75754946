// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ItemServicesContext, type ItemServices } from '../../../../../renderers/items/item-services';
import { BatchTable } from '../../../../../renderers/items/table/batch-table';
import type { Module } from '../../../../../schemas/company';
import type { ItemOfKind } from '../../../../../schemas/items';

const item = {
  id: 'relatorio',
  title: 'Relatório de títulos',
  kind: 'table',
  query: 'titulos-relatorio',
  connector: 'erp',
  batch: true,
  columns: [
    { field: 'cnpj', label: 'CNPJ' },
    { field: 'total', label: 'Total', format: 'currency' },
  ],
} as ItemOfKind<'table'>;
const module = { id: 'financeiro', title: 'Financeiro', items: [item] } as Module;
const notReady = { status: 404, error: '#BATCH_PENDING' };
const flush = () => act(async () => {});

function renderBatch(services: Partial<ItemServices>) {
  return render(
    <ItemServicesContext.Provider value={{ companyId: 'local', ...services } as ItemServices}>
      <BatchTable module={module} item={item} />
    </ItemServicesContext.Provider>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('batch table', () => {
  it("shows 'Processando…' (busy) while the job answers 404, polling every second, then pages the rows", async () => {
    const startBatch = vi.fn().mockResolvedValue('job-1');
    const fetchBatch = vi
      .fn()
      .mockRejectedValueOnce(notReady)
      .mockRejectedValueOnce(notReady)
      .mockResolvedValueOnce({ rows: [{ cnpj: '11222333000181', total: 2500.5 }] });
    renderBatch({ startBatch, fetchBatch });
    await flush();
    expect(startBatch).toHaveBeenCalledWith('titulos-relatorio', { connector: 'erp', replace: { search: '', limit: null, offset: 0 } });
    expect(screen.getByText('Processando…').getAttribute('aria-busy')).toBe('true');
    expect(fetchBatch).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(fetchBatch).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTime(1000));
    await flush();
    expect(fetchBatch).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('table', { name: 'Relatório de títulos' })).toBeTruthy();
    expect(screen.getByText('R$ 2.500,50')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Mostrando 1 a 1 de 1');
  });

  it("shows the machine's alert when the job fails", async () => {
    const fetchBatch = vi.fn().mockRejectedValue({ status: 400, error: '#VALIDATION', message: 'Parâmetro ausente.' });
    renderBatch({ startBatch: vi.fn().mockResolvedValue('job-2'), fetchBatch });
    await flush();
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('Parâmetro ausente.');
  });

  it('shows an alert when the job cannot start', async () => {
    renderBatch({ startBatch: vi.fn().mockRejectedValue({ status: 403, error: '#FORBIDDEN', message: 'Acesso negado.' }) });
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('Acesso negado.');
  });
});
