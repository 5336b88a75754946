// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ fetchConfig: vi.fn(), validateConfig: vi.fn(), publishConfig: vi.fn() }));
const sections = vi.hoisted(() => ({ fetchSection: vi.fn(), saveSection: vi.fn() }));
vi.mock('../../../../src/api/admin-api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
vi.mock('../../../../src/api/admin-sections-api', () => sections);
const { useConfigDraft } = await import('../../../../src/admin/use-config-draft');
const { useConfigSection } = await import('../../../../src/admin/use-config-section');

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const refused = (status: number) => Object.assign(new Error('recusado'), { status, message: 'A configuração tem erros e não foi salva.', body: { errors: [] } });
const problem = { path: '/company/title', message: 'Informe um título.', severity: 'error' as const };

describe('discarding a draft', () => {
  it("config editor: 'Descartar alterações' drops the last validation and the refused publish's notice", async () => {
    const document = { company: { title: 'Demo' }, server: {} };
    api.fetchConfig.mockResolvedValue({ version: 3, author: 'a', time: '2026-01-01T00:00:00.000Z', comment: '', document });
    api.validateConfig.mockResolvedValue({ valid: false, errors: [problem] });
    api.publishConfig.mockRejectedValue(refused(422));
    const { result } = renderHook(() => useConfigDraft('local'));
    await waitFor(() => expect(result.current.load).toBe('ready'));

    act(() => result.current.setDocument({ ...document, company: { title: '' } }));
    await act(async () => void (await result.current.validate()));
    await act(async () => void (await result.current.publish('teste')));
    expect(result.current.lastValidation?.valid).toBe(false);
    expect(result.current.notice?.kind).toBe('invalid');

    act(() => result.current.discard());
    expect(result.current.changed).toBe(false);
    expect(result.current.validation).toBeNull();
    expect(result.current.lastValidation).toBeNull();
    expect(result.current.notice).toBeNull();
  });

  it("a section (Módulos): 'Descartar' drops the refused save's notice, but keeps a conflict's", async () => {
    sections.fetchSection.mockResolvedValue({ version: 3, value: { modules: [] } });
    sections.saveSection.mockRejectedValueOnce(refused(422)).mockRejectedValueOnce(refused(412));
    const { result } = renderHook(() => useConfigSection<{ modules: unknown[] }>('local', 'modules'));
    await waitFor(() => expect(result.current.load).toBe('ready'));

    act(() => result.current.edit({ modules: [{ id: 'x' }] }));
    await act(async () => void (await result.current.save('teste')));
    expect(result.current.notice?.kind).toBe('invalid');
    act(() => result.current.discard());
    expect(result.current.changed).toBe(false);
    expect(result.current.notice).toBeNull();

    // Someone else saved in between: discarding does not make the draft current, so the reload offer stays.
    act(() => result.current.edit({ modules: [{ id: 'y' }] }));
    await act(async () => void (await result.current.save('teste')));
    act(() => result.current.discard());
    expect(result.current.notice?.kind).toBe('conflict');
  });
});
