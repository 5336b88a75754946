// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ItemEditor } from '../../../../src/admin/item-editor';
import type { ModulesDraft } from '../../../../src/admin/modules-page';
import type { Module } from '../../../../schemas/company';

// The item's form is a lazy chunk (RJSF and ajv): loaded once here, so no test waits on its first import.
beforeAll(async () => {
  await import('../../../../renderers/admin/item-form');
});
afterEach(cleanup);

const financeiro: Module = {
  id: 'financeiro',
  title: 'Financeiro',
  role: { groups: [] },
  items: [
    { id: 'resumo', title: 'Resumo', kind: 'summary', figures: [{ label: 'Total', query: 'faturas' }] },
    { id: 'faturas', title: 'Faturas', kind: 'table', query: 'faturas', columns: [{ field: 'id', label: 'Código' }] },
  ],
};

let draft: { modules: Module[] } = { modules: [] };

function Where() {
  return (
    <output data-testid="where">
      {useLocation().pathname} {useNavigationType()}
    </output>
  );
}

/** The item's screen over a draft kept in state, as ModulesPage keeps it (only what ItemEditor uses). */
function Page({ queryNames }: { queryNames: readonly string[] | null }) {
  const [value, setValue] = useState({ modules: [financeiro] });
  draft = value;
  const section = { value, edit: (next: (v: typeof value) => typeof value) => setValue(next) } as unknown as ModulesDraft;
  return (
    <>
      <Where />
      <Routes>
        <Route path="/admin/modules/:moduleId/items/:itemId" element={<ItemEditor section={section} queryNames={queryNames} />} />
      </Routes>
    </>
  );
}

function open(queryNames: readonly string[] | null = ['faturas', 'notas']) {
  render(
    <MemoryRouter initialEntries={['/admin/modules/financeiro', '/admin/modules/financeiro/items/faturas']} initialIndex={1}>
      <Page queryNames={queryNames} />
    </MemoryRouter>,
  );
}

const idField = () => screen.findByRole('textbox', { name: /^Identificador/ });
const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Aplicar ao rascunho' }));

describe('ItemEditor', () => {
  it("refuses an id another item of the module has, or one 'Novo item' would refuse, in pt-BR", async () => {
    open();
    fireEvent.change(await idField(), { target: { value: 'resumo' } });
    apply();
    expect(await screen.findByText('Já existe um com este identificador.')).toBeTruthy();
    fireEvent.change(await idField(), { target: { value: 'Faturas Novas' } });
    apply();
    expect(await screen.findByText('Use letras minúsculas, números e hífens.')).toBeTruthy();
    expect(draft.modules[0]!.items.map((i) => i.id)).toEqual(['resumo', 'faturas']);
    expect(screen.getByTestId('where').textContent).toBe('/admin/modules/financeiro/items/faturas POP');
  });

  it("moves to the item's new address (replacing the old one) once a new id is applied", async () => {
    open();
    fireEvent.change(await idField(), { target: { value: 'faturas-abertas' } });
    apply();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/modules/financeiro/items/faturas-abertas REPLACE'));
    expect(draft.modules[0]!.items.map((i) => i.id)).toEqual(['resumo', 'faturas-abertas']);
    expect(screen.queryByText('Não encontrado.')).toBeNull();
    expect((await idField()).getAttribute('value')).toBe('faturas-abertas');
    expect(screen.getByText('Alterações aplicadas ao rascunho: salve para publicar.')).toBeTruthy();
  });

  it("offers the tenant's query names, and labels every field and the total's type in pt-BR", async () => {
    open();
    const query = await screen.findByRole('combobox', { name: /^Consulta \(nome\)/ });
    expect(within(query).getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining(['faturas', 'notas']));
    expect((query as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('faturas');
    const sumType = screen.getByRole('combobox', { name: /^Tipo do total/ });
    const labels = within(sumType).getAllByRole('option').map((o) => o.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Moeda (R$)', 'Número']));
    expect(labels).not.toContain('currency');
    expect(screen.getByRole('textbox', { name: /^Regra de visibilidade/ })).toBeTruthy();
    expect(screen.queryByText('visibleWhen')).toBeNull();
  });

  it('keeps the query field free text when the names are not known to the caller', async () => {
    open(null);
    expect(await screen.findByRole('textbox', { name: /^Consulta \(nome\)/ })).toBeTruthy();
  });
});
