// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The framed preview borrows the login and portal route chunks; here only its first frame matters.
vi.mock('../../../../src/login/login-route', () => ({ LoginLayout: null, PublicModules: null, loginMessages: {}, publicModules: null }));
vi.mock('../../../../src/portal/portal-route', () => ({ ModuleGrid: null, PortalHeader: null, visibleModules: null, visibilityContext: null }));
vi.mock('../../../../renderers/login/company-message', () => ({ CompanyMessage: null }));
const { default: PreviewPage } = await import('../../../../src/admin/preview-page');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPreview() {
  render(
    <MemoryRouter initialEntries={['/admin/preview']}>
      <PreviewPage />
    </MemoryRouter>,
  );
}

describe('/admin/preview', () => {
  it('opened in a tab of its own, says it works inside the config screen and links there instead of waiting forever', () => {
    renderPreview();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pré-visualização do rascunho');
    screen.getByText('A pré-visualização mostra o rascunho da tela Configuração e só funciona dentro dela.');
    expect(screen.getByRole('link', { name: 'Abrir a configuração' }).getAttribute('href')).toBe('/admin/config');
    expect(screen.queryByText('Aguardando o rascunho…')).toBeNull();
  });

  it("inside the config editor's frame, tells the editor it is ready and waits for the draft", () => {
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    renderPreview();
    screen.getByText('Aguardando o rascunho…');
    expect(screen.queryByRole('link')).toBeNull();
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'portal-admin-preview-ready' }, window.location.origin);
  });
});
