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
});
