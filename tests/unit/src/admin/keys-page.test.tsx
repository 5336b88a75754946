// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKeyInfo } from '../../../../schemas/admin-config';

const api = vi.hoisted(() => ({ listApiKeys: vi.fn(), revokeApiKey: vi.fn(), createApiKey: vi.fn() }));
vi.mock('../../../../src/api/admin-api', () => api);
const { KeysPage } = await import('../../../../src/admin/keys-page');

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const key: ApiKeyInfo = {
  id: 'k1',
  name: 'ci-deploy',
  prefix: 'pk_ab12',
  createdBy: 'admin@demo.com.br',
  createdAt: '2026-11-27T10:00:00.000Z',
  lastUsedAt: null,
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

describe('KeysPage', () => {
  it('says a key was revoked only once the reloaded list no longer shows it', async () => {
    const reloaded = deferred<ApiKeyInfo[]>();
    api.listApiKeys.mockResolvedValueOnce([key]).mockReturnValueOnce(reloaded.promise);
    api.revokeApiKey.mockResolvedValue({});
    render(<KeysPage companyId="local" />);
    await screen.findByRole('cell', { name: 'ci-deploy' });

    fireEvent.click(screen.getByRole('button', { name: 'Revogar a chave ci-deploy' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revogar chave' }));
    await act(async () => {});
    expect(api.revokeApiKey).toHaveBeenCalledWith('local', 'k1');
    expect(api.listApiKeys).toHaveBeenCalledTimes(2);
    // The list still holds the key while it reloads: no notice yet.
    expect(screen.queryByText('Chave "ci-deploy" revogada.')).toBeNull();

    await act(async () => reloaded.resolve([]));
    await screen.findByText('Chave "ci-deploy" revogada.');
    expect(screen.queryByRole('cell', { name: 'ci-deploy' })).toBeNull();
  });

  it("shows the server's 409 #API_KEY_NAME_TAKEN on the name field, keeping the typed name; typing clears it", async () => {
    api.listApiKeys.mockResolvedValue([key]);
    api.createApiKey.mockRejectedValue({ status: 409, error: '#API_KEY_NAME_TAKEN', message: 'x' });
    render(<KeysPage companyId="local" />);
    await screen.findByRole('cell', { name: 'ci-deploy' });
    const field = screen.getByLabelText('Nome da nova chave');

    fireEvent.change(field, { target: { value: 'CI-Deploy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar chave' }));

    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('Já existe uma chave ativa com este nome. Escolha outro nome.');
    expect(api.createApiKey).toHaveBeenCalledWith('local', 'CI-Deploy');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect((field as HTMLInputElement).value).toBe('CI-Deploy');
    expect(screen.queryByText('Não foi possível concluir. Tente novamente.')).toBeNull();

    fireEvent.change(field, { target: { value: 'CI-Deploy 2' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps any other failure of the creation as the general notice', async () => {
    api.listApiKeys.mockResolvedValue([]);
    api.createApiKey.mockRejectedValue({ status: 500, error: '#INTERNAL', message: 'x' });
    render(<KeysPage companyId="local" />);
    await screen.findByText('Nenhuma chave criada.');
    fireEvent.change(screen.getByLabelText('Nome da nova chave'), { target: { value: 'CI' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar chave' }));
    await screen.findByText('Não foi possível concluir. Tente novamente.');
    expect(screen.getByLabelText('Nome da nova chave').getAttribute('aria-invalid')).toBeNull();
  });
});
