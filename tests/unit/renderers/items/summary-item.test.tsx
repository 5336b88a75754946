// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ItemServicesContext, type ItemServices } from '../../../../renderers/items/item-services';
import SummaryItemView from '../../../../renderers/items/summary-item';
import type { Module } from '../../../../schemas/company';
import type { ItemOfKind } from '../../../../schemas/items';
import type { UserSession } from '../../../../schemas/session';

const item = {
  id: 'resumo',
  title: 'Resumo financeiro',
  kind: 'summary',
  connector: 'erp',
  figures: [
    { label: 'Total em aberto', query: 'titulos-abertos', sumType: 'currency' },
    { label: 'Títulos em aberto', query: 'titulos-quantidade', sumType: 'number' },
  ],
} as ItemOfKind<'summary'>;
const module = { id: 'financeiro', title: 'Financeiro', items: [item] } as Module;

function renderSummary(services: Partial<ItemServices>) {
  return render(
    <ItemServicesContext.Provider value={{ companyId: 'local', ...services } as ItemServices}>
      <SummaryItemView module={module} item={item} user={{} as UserSession} />
    </ItemServicesContext.Provider>,
  );
}

afterEach(cleanup);

describe('summary item', () => {
  it("runs each figure's named query with the item's connector and shows it in pt-BR", async () => {
    const runQuery = vi.fn((name: string) => Promise.resolve(name === 'titulos-abertos' ? [{ total: 2500.5 }] : [{ n: 2 }]));
    renderSummary({ runQuery, recordSummaryFailure: vi.fn() });
    expect(await screen.findByText('R$ 2.500,50')).toBeTruthy();
    expect(await screen.findByText('2')).toBeTruthy();
    expect(runQuery).toHaveBeenCalledWith('titulos-abertos', expect.objectContaining({ connector: 'erp', timeoutMs: 30_000 }));
  });

  it("records 'connectionErrorSum' once per failed figure (SPEC §8) and keeps the other figure", async () => {
    const recordSummaryFailure = vi.fn();
    const runQuery = vi.fn((name: string) => (name === 'titulos-abertos' ? Promise.reject({ status: 500 }) : Promise.resolve([{ n: 2 }])));
    renderSummary({ runQuery, recordSummaryFailure });
    expect(await screen.findByText('2')).toBeTruthy();
    await vi.waitFor(() => expect(recordSummaryFailure).toHaveBeenCalledTimes(1));
  });
});
