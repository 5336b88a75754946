// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ItemServicesContext, type ItemServices, type QueryOptions } from '../../../../../renderers/items/item-services';
import { PagedTable } from '../../../../../renderers/items/table/paged-table';
import type { Module } from '../../../../../schemas/company';
import type { ItemOfKind } from '../../../../../schemas/items';

const all = Array.from({ length: 28 }, (_, i) => ({ numero: String(1101 + i).padStart(7, '0'), valor: '10.50' }));
const item = {
  id: 'titulos',
  title: 'Títulos em aberto',
  kind: 'table',
  query: 'titulos-lista',
  connector: 'erp',
  searchable: true,
  columns: [
    { field: 'numero', label: 'Número' },
    { field: 'valor', label: 'Valor', format: 'currency' },
  ],
} as ItemOfKind<'table'>;
const module = { id: 'financeiro', title: 'Financeiro', items: [item] } as Module;

function fakeServices() {
  const runQuery = vi.fn(async (_name: string, options?: QueryOptions) => {
    const { search, limit, offset } = options!.replace as { search: string; limit: number | null; offset: number };
    const found = all.filter((row) => row.numero.includes(search));
    return found.slice(offset, limit === null ? undefined : offset + limit).map((row) => ({ ...row, total: found.length }));
  });
  return { companyId: 'local', runQuery } as unknown as ItemServices & { runQuery: typeof runQuery };
}

const flush = () => act(async () => {});
const statusText = () => screen.getByRole('status').textContent;

function renderTable(services: ItemServices) {
  return render(
    <ItemServicesContext.Provider value={services}>
      <PagedTable module={module} item={item} />
    </ItemServicesContext.Provider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('paged table (server-side paging and search)', () => {
  it('asks for the first 10 rows, shows them formatted and pages with the buttons and the page size', async () => {
    const services = fakeServices();
    renderTable(services);
    await flush();
    expect(services.runQuery).toHaveBeenLastCalledWith('titulos-lista', { connector: 'erp', replace: { search: '', limit: 10, offset: 0 } });
    expect(statusText()).toBe('Mostrando 1 a 10 de 28');
    expect(screen.getByRole('table', { name: 'Títulos em aberto' }).querySelectorAll('tbody tr')).toHaveLength(10);
    expect(screen.getAllByText('R$ 10,50')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Última' }));
    await flush();
    expect(statusText()).toBe('Mostrando 21 a 28 de 28');
    expect(screen.getByRole('button', { name: 'Próxima' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Itens por página'), { target: { value: 'all' } });
    await flush();
    expect(services.runQuery).toHaveBeenLastCalledWith('titulos-lista', { connector: 'erp', replace: { search: '', limit: null, offset: 0 } });
    expect(statusText()).toBe('Mostrando 1 a 28 de 28');
  });

  it('searches 400 ms after the last keystroke, from the first page', async () => {
    vi.useFakeTimers();
    const services = fakeServices();
    renderTable(services);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await flush();
    const calls = services.runQuery.mock.calls.length;
    fireEvent.change(screen.getByLabelText('Pesquisar'), { target: { value: '000111' } });
    await act(async () => vi.advanceTimersByTime(300));
    fireEvent.change(screen.getByLabelText('Pesquisar'), { target: { value: '0001112' } });
    await act(async () => vi.advanceTimersByTime(399));
    expect(services.runQuery.mock.calls.length).toBe(calls);
    await act(async () => vi.advanceTimersByTime(1));
    await flush();
    expect(services.runQuery.mock.calls.length).toBe(calls + 1);
    expect(services.runQuery).toHaveBeenLastCalledWith('titulos-lista', { connector: 'erp', replace: { search: '0001112', limit: 10, offset: 0 } });
    expect(statusText()).toBe('Mostrando 1 a 1 de 1');
  });

  it('saves page size, page and search per tenant/module/item and starts from them next time', async () => {
    const services = fakeServices();
    const first = renderTable(services);
    await flush();
    fireEvent.change(screen.getByLabelText('Itens por página'), { target: { value: '25' } });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await flush();
    first.unmount();
    expect(JSON.parse(localStorage.getItem('table-state:local/financeiro/titulos')!)).toMatchObject({ pageSize: 25, page: 1, search: '' });
    renderTable(services);
    await flush();
    expect(services.runQuery).toHaveBeenLastCalledWith('titulos-lista', { connector: 'erp', replace: { search: '', limit: 25, offset: 25 } });
    expect(statusText()).toBe('Mostrando 26 a 28 de 28');
  });

  it('on a failed first load shows the alert and its retry, not an empty table that says there are no records', async () => {
    const services = fakeServices();
    const answer = services.runQuery.getMockImplementation()!;
    services.runQuery.mockImplementationOnce(() => Promise.reject({ status: 0 }));
    renderTable(services);
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar os dados.');
    expect(screen.queryByText('Nenhum registro encontrado.')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    services.runQuery.mockImplementation(answer);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await flush();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(statusText()).toBe('Mostrando 1 a 10 de 28');
  });

  it('keeps the rows at hand when a later page fails, beside the alert', async () => {
    const services = fakeServices();
    renderTable(services);
    await flush();
    services.runQuery.mockImplementationOnce(() => Promise.reject({ status: 500, message: 'Falha no servidor.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('Falha no servidor.');
    expect(screen.getByRole('table', { name: 'Títulos em aberto' }).querySelectorAll('tbody tr')).toHaveLength(10);
    expect(statusText()).toBe('Mostrando 1 a 10 de 28');
  });

  it('goes back to the first page when a saved page is past the end (an empty page has no total)', async () => {
    localStorage.setItem('table-state:local/financeiro/titulos', JSON.stringify({ pageSize: 10, page: 7, search: '', savedAt: Date.now() }));
    const services = fakeServices();
    renderTable(services);
    await flush();
    await flush();
    expect(statusText()).toBe('Mostrando 1 a 10 de 28');
  });
});
