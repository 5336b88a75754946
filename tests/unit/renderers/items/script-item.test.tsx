// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ItemServicesContext, type ItemServices } from '../../../../renderers/items/item-services';
import ScriptItemView from '../../../../renderers/items/script/script-item';
import type { Module } from '../../../../schemas/company';
import type { ItemOfKind } from '../../../../schemas/items';
import type { UserSession } from '../../../../schemas/session';

afterEach(cleanup);

const user = { nick: 'Ana', email: 'ana@demo.com.br', groups: [] } as unknown as UserSession;
const module = { id: 'cadastros', title: 'Cadastros', items: [] } as unknown as Module;
const item: ItemOfKind<'script'> = { id: 'boletos', title: 'Boletos', kind: 'script', script: 'boletos.js' };

function services(loadScript: ItemServices['loadScript']) {
  const setScriptLoading = vi.fn();
  const value = { companyId: 'local', loadScript, setScriptLoading } as unknown as ItemServices;
  const wrapper = ({ children }: { children: ReactNode }) => <ItemServicesContext.Provider value={value}>{children}</ItemServicesContext.Provider>;
  return { wrapper, setScriptLoading };
}

describe('script item', () => {
  it('marks the portal "script loading" while the script downloads, then runs it in a sandboxed frame', async () => {
    let resolve: (source: string) => void = () => undefined;
    const { wrapper, setScriptLoading } = services(() => new Promise((r) => (resolve = r)));
    render(<ScriptItemView module={module} user={user} item={item} />, { wrapper });
    expect(screen.getByText('Carregando script…')).toBeTruthy();
    expect(setScriptLoading).toHaveBeenLastCalledWith(true);

    resolve('document.body.dataset.ok = "1";');
    const frame = await screen.findByTitle('Script: Boletos');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('<html lang="pt-BR">');
    expect(frame.getAttribute('srcdoc')).not.toContain('allow-same-origin');
    expect(setScriptLoading).toHaveBeenLastCalledWith(false);
  });

  it("shows #ERRO_SCRIPT_DOWNLOAD_BODY's message when the download fails", async () => {
    const { wrapper, setScriptLoading } = services(() => Promise.reject({ status: 404, error: '#ERRO_SCRIPT_DOWNLOAD_BODY' }));
    render(<ScriptItemView module={module} user={user} item={item} />, { wrapper });
    expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível baixar o script.');
    expect(document.querySelector('iframe')).toBeNull();
    expect(setScriptLoading).toHaveBeenLastCalledWith(false);
  });

  it('clears the "script loading" mark and the frame when the item closes (unmount)', async () => {
    const { wrapper, setScriptLoading } = services(() => new Promise(() => undefined));
    const view = render(<ScriptItemView module={module} user={user} item={item} />, { wrapper });
    view.unmount();
    expect(setScriptLoading).toHaveBeenLastCalledWith(false);
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('script texts', () => {
  it("are the catalogue's texts for #ERRO_SCRIPT_DOWNLOAD_BODY and #ERRO_RESULT_SQL", async () => {
    const { errorTexts } = await import('../../../../domain/domain-error');
    const { scriptMessages } = await import('../../../../domain/messages/scripts');
    expect(scriptMessages.script.downloadFailed).toBe(errorTexts['#ERRO_SCRIPT_DOWNLOAD_BODY']);
    expect(scriptMessages.script.resultSql).toBe(errorTexts['#ERRO_RESULT_SQL']);
  });
});
