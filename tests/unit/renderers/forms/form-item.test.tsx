// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FormItemView from '../../../../renderers/items/form/form-item';
import { ItemServicesContext, type ItemServices } from '../../../../renderers/items/item-services';
import type { ItemViewProps } from '../../../../renderers/items/item-view-props';
import { clientRules, clientSchema } from './demo-form';

afterEach(cleanup);

const props = {
  module: { id: 'cadastros', title: 'Cadastros', items: [] },
  item: { id: 'clientes', title: 'Clientes', kind: 'form', schema: clientSchema, rules: clientRules },
  user: {},
} as unknown as ItemViewProps<'form'>;

function renderItem(
  saved: unknown,
  save: ItemServices['saveCustomValue'] = vi.fn(async () => undefined),
  setUnsaved = vi.fn(),
  drafts: Pick<ItemServices, 'keepUnsaved' | 'takeUnsaved'> = {},
) {
  const services = { loadCustomValue: vi.fn(async () => saved), saveCustomValue: save, setUnsaved, ...drafts } as unknown as ItemServices;
  const { unmount } = render(
    <ItemServicesContext.Provider value={services}>
      <FormItemView {...props} />
    </ItemServicesContext.Provider>,
  );
  return { ...services, unmount };
}

const field = (label: string) => screen.findByLabelText<HTMLInputElement>(label, { exact: false });

describe('form item (customValue of the item)', () => {
  it('opens with the saved customValue, masked', async () => {
    const services = renderItem({ nome: 'Ana', tipo: 'PJ', documento: '11222333000181', razaoSocial: 'Demo Ltda', telefone: '11987654321' });
    expect((await field('Nome')).value).toBe('Ana');
    expect((await field('CPF ou CNPJ')).value).toBe('11.222.333/0001-81');
    expect((await field('Razão social')).value).toBe('Demo Ltda');
    expect((await field('Telefone')).value).toBe('(11) 98765-4321');
    expect(services.loadCustomValue).toHaveBeenCalledWith('cadastros', 'clientes');
  });

  it('saves on submit and announces "Dados salvos com sucesso!"; the button reads "Enviar" without submitLabel', async () => {
    const save = vi.fn(async () => undefined);
    renderItem(null, save);
    fireEvent.change(await field('Nome'), { target: { value: 'Bia' } });
    fireEvent.change(await field('CPF ou CNPJ'), { target: { value: '12345678909' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Dados salvos com sucesso!'));
    expect(save).toHaveBeenCalledWith('cadastros', 'clientes', { nome: 'Bia', tipo: 'PF', documento: '12345678909' });
  });

  it('tells when saving fails', async () => {
    renderItem({ nome: 'Ana', documento: '12345678909' }, vi.fn(async () => Promise.reject(new Error('offline'))));
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByText('Não foi possível salvar os dados. Tente novamente.')).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('tells the portal of unsaved edits: not on opening, from the first edit until the latest edits are saved, not after closing', async () => {
    let finish = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const setUnsaved = vi.fn();
    const marked = () => setUnsaved.mock.lastCall?.[0];
    renderItem({ nome: 'Ana', documento: '12345678909' }, save, setUnsaved);
    const nome = await field('Nome');
    expect(setUnsaved).not.toHaveBeenCalledWith(true);
    fireEvent.change(nome, { target: { value: 'Bia' } });
    expect(marked()).toBe(true);
    // Typed again while the save is on its way: that save does not cover the new edit.
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    fireEvent.change(nome, { target: { value: 'Bianca' } });
    finish();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Dados salvos com sucesso!'));
    expect(marked()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    finish();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(marked()).toBe(false));
    fireEvent.change(nome, { target: { value: 'Carla' } });
    expect(marked()).toBe(true);
    cleanup();
    expect(marked()).toBe(false);
  });

  it('hands the edits not saved to keepUnsaved when it goes (a save that failed included), none once saved', async () => {
    const keepUnsaved = vi.fn();
    const save = vi.fn(async () => Promise.reject(new Error('session')));
    const { unmount } = renderItem({ nome: 'Ana', documento: '12345678909' }, save, vi.fn(), { keepUnsaved });
    fireEvent.change(await field('Nome'), { target: { value: 'Bia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText('Não foi possível salvar os dados. Tente novamente.');
    unmount();
    expect(keepUnsaved).toHaveBeenCalledTimes(1);
    expect(keepUnsaved).toHaveBeenCalledWith('cadastros', 'clientes', expect.objectContaining({ nome: 'Bia', documento: '12345678909' }));

    // Opened, left without an edit, and saved before leaving: nothing to hand over.
    keepUnsaved.mockClear();
    const untouched = renderItem({ nome: 'Ana', documento: '12345678909' }, vi.fn(async () => undefined), vi.fn(), { keepUnsaved });
    await field('Nome');
    untouched.unmount();
    const saved = renderItem({ nome: 'Ana', documento: '12345678909' }, vi.fn(async () => undefined), vi.fn(), { keepUnsaved });
    fireEvent.change(await field('Nome'), { target: { value: 'Carla' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText('Dados salvos com sucesso!');
    saved.unmount();
    expect(keepUnsaved).not.toHaveBeenCalled();
  });

  it('opens with the edits takeUnsaved gives back, says so, and marks them unsaved until they are saved', async () => {
    const setUnsaved = vi.fn();
    const takeUnsaved = vi.fn(() => ({ nome: 'Bia', tipo: 'PF', documento: '12345678909' }));
    const save = vi.fn(async () => undefined);
    renderItem({ nome: 'Ana', documento: '12345678909' }, save, setUnsaved, { takeUnsaved });
    expect((await field('Nome')).value).toBe('Bia');
    expect(takeUnsaved).toHaveBeenCalledWith('cadastros', 'clientes');
    screen.getByText('Recuperamos o que você digitou antes de a sessão terminar. Salve para não perder.');
    expect(setUnsaved.mock.lastCall?.[0]).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText('Dados salvos com sucesso!');
    expect(save).toHaveBeenCalledWith('cadastros', 'clientes', { nome: 'Bia', tipo: 'PF', documento: '12345678909' });
    expect(setUnsaved.mock.lastCall?.[0]).toBe(false);
    expect(screen.queryByText(/Recuperamos o que você digitou/)).toBeNull();
  });
});
