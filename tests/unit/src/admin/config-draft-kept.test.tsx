// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSession } from '../../../../schemas/session';

const api = vi.hoisted(() => ({ fetchConfig: vi.fn(), validateConfig: vi.fn(), publishConfig: vi.fn() }));
const sections = vi.hoisted(() => ({ fetchSection: vi.fn(), saveSection: vi.fn() }));
const session = vi.hoisted(() => ({ lost: false }));
vi.mock('../../../../src/api/admin-api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
vi.mock('../../../../src/api/admin-sections-api', () => sections);
vi.mock('../../../../src/session/end-session', () => ({ sessionWasLost: () => session.lost }));
const { useConfigDraft } = await import('../../../../src/admin/use-config-draft');
const { useConfigSection } = await import('../../../../src/admin/use-config-section');
const { setSessionUser } = await import('../../../../src/session/session-store');

const document = { company: { title: 'Demo' }, server: {} };
const edited = { company: { title: 'Demo Novo' }, server: {} };
const version = (n: number, doc: unknown = document) => ({ version: n, author: 'a', time: '2026-01-01T00:00:00.000Z', comment: '', document: doc });

beforeEach(() => {
  setSessionUser({ id: 'u1', email: 'admin@demo.com.br', nick: 'Admin', isPublic: false } as unknown as UserSession);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  session.lost = false;
  sessionStorage.clear();
});

/** The editor opened on `published`, edited to `edited`, then gone. */
async function editAndLeave(published: number) {
  api.fetchConfig.mockResolvedValue(version(published));
  const { result, unmount } = renderHook(() => useConfigDraft('local'));
  await waitFor(() => expect(result.current.load).toBe('ready'));
  act(() => result.current.setDocument(edited));
  await waitFor(() => expect(result.current.changed).toBe(true));
  const text = result.current.text;
  unmount();
  return text;
}

describe('the config draft a lost session leaves', () => {
  it('opens again with it, said and not published, over the version it was written on (If-Match)', async () => {
    session.lost = true;
    const text = await editAndLeave(3);
    // Signed in again; another admin published version 4 meanwhile.
    session.lost = false;
    api.fetchConfig.mockResolvedValue(version(4));
    api.publishConfig.mockResolvedValue(version(5, edited));
    const { result } = renderHook(() => useConfigDraft('local'));
    await waitFor(() => expect(result.current.notice).toEqual({ kind: 'restored', version: 3 }));
    expect(result.current.text).toBe(text);
    expect(result.current.changed).toBe(true);
    await act(async () => void (await result.current.publish('depois da sessão')));
    expect(api.publishConfig).toHaveBeenCalledWith('local', 3, edited, 'depois da sessão');
  });

  it("is read once, and 'Descartar alterações' goes back to the version on screen", async () => {
    session.lost = true;
    await editAndLeave(3);
    session.lost = false;
    api.fetchConfig.mockResolvedValue(version(4));
    api.publishConfig.mockResolvedValue(version(5, edited));
    const first = renderHook(() => useConfigDraft('local'));
    await waitFor(() => expect(first.result.current.notice?.kind).toBe('restored'));
    act(() => first.result.current.discard());
    act(() => first.result.current.setDocument(edited));
    await waitFor(() => expect(first.result.current.changed).toBe(true));
    await act(async () => void (await first.result.current.publish('de novo')));
    expect(api.publishConfig).toHaveBeenCalledWith('local', 4, edited, 'de novo');
    first.unmount();
    const second = renderHook(() => useConfigDraft('local'));
    await waitFor(() => expect(second.result.current.load).toBe('ready'));
    expect(second.result.current.notice).toBeNull();
    expect(second.result.current.changed).toBe(false);
  });

  it('is not kept when the admin left it themselves (the leave guard asked), nor for another user', async () => {
    await editAndLeave(3);
    api.fetchConfig.mockResolvedValue(version(3));
    const left = renderHook(() => useConfigDraft('local'));
    await waitFor(() => expect(left.result.current.load).toBe('ready'));
    expect(left.result.current.notice).toBeNull();
    expect(left.result.current.changed).toBe(false);
    left.unmount();

    session.lost = true;
    await editAndLeave(3);
    setSessionUser({ id: 'u2', email: 'bia@demo.com.br', nick: 'Bia', isPublic: false } as unknown as UserSession);
    api.fetchConfig.mockResolvedValue(version(3));
    const other = renderHook(() => useConfigDraft('local'));
    await waitFor(() => expect(other.result.current.load).toBe('ready'));
    expect(other.result.current.changed).toBe(false);
  });

  it('a section (Mensagens) the same way: kept, opened again over its version, saved with that If-Match, read once', async () => {
    type Messages = { loginMessage: string };
    session.lost = true;
    sections.fetchSection.mockResolvedValue({ version: 3, value: { loginMessage: 'Olá' } });
    const gone = renderHook(() => useConfigSection<Messages>('local', 'messages'));
    await waitFor(() => expect(gone.result.current.load).toBe('ready'));
    act(() => gone.result.current.edit({ loginMessage: 'Olá de novo' }));
    gone.unmount();

    session.lost = false;
    sections.fetchSection.mockResolvedValue({ version: 4, value: { loginMessage: 'Olá' } });
    sections.saveSection.mockResolvedValue({ version: 5, value: { loginMessage: 'Olá de novo' } });
    const back = renderHook(() => useConfigSection<Messages>('local', 'messages'));
    await waitFor(() => expect(back.result.current.notice).toEqual({ kind: 'restored', version: 3 }));
    expect(back.result.current.value).toEqual({ loginMessage: 'Olá de novo' });
    expect(back.result.current.changed).toBe(true);
    await act(async () => void (await back.result.current.save('depois da sessão')));
    expect(sections.saveSection).toHaveBeenCalledWith('local', 'messages', 3, { loginMessage: 'Olá de novo' }, 'depois da sessão');
    back.unmount();

    // Another section's place holds nothing of it.
    sections.fetchSection.mockResolvedValue({ version: 5, value: { modules: [] } });
    const modules = renderHook(() => useConfigSection<{ modules: unknown[] }>('local', 'modules'));
    await waitFor(() => expect(modules.result.current.load).toBe('ready'));
    expect(modules.result.current.notice).toBeNull();
  });
});
