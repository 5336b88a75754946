// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Link, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askBeforeLeaving, LeaveGuard, useLeaveGuard } from '../../../../src/ui/leave-guard';

afterEach(cleanup);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function page(changed: boolean) {
  render(
    <MemoryRouter initialEntries={['/admin/modules/financeiro']}>
      <Link to="/admin/modules/cadastros">Cadastros</Link>
      <Link to="/admin/messages">Mensagens</Link>
      <Link to="/">Voltar ao portal</Link>
      <Where />
      <LeaveGuard changed={changed} text="As alterações desta seção ainda não foram salvas e serão perdidas." />
    </MemoryRouter>,
  );
  return {
    where: () => screen.getByTestId('where').textContent,
    asking: () => screen.queryByRole('alertdialog') !== null,
  };
}

describe('LeaveGuard (unsaved changes in an admin section)', () => {
  it('lets a link inside the section pass and asks before a link leaves it', () => {
    const view = page(true);
    fireEvent.click(screen.getByRole('link', { name: 'Cadastros' }));
    expect(view.where()).toBe('/admin/modules/cadastros');
    expect(view.asking()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Mensagens' }));
    expect(view.where()).toBe('/admin/modules/cadastros');
    expect(view.asking()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(view.asking()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Voltar ao portal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sair sem salvar' }));
    expect(view.where()).toBe('/');
  });

  it('leaves a modified click (a new tab) to the browser, and asks nothing without changes', () => {
    const view = page(true);
    const newTab = fireEvent.click(screen.getByRole('link', { name: 'Mensagens' }), { ctrlKey: true });
    expect(view.asking()).toBe(false);
    // The router leaves a modified click alone too, so the browser opens its tab.
    expect(newTab).toBe(true);
    cleanup();
    const clean = page(false);
    fireEvent.click(screen.getByRole('link', { name: 'Mensagens' }));
    expect(clean.where()).toBe('/admin/messages');
    expect(clean.asking()).toBe(false);
  });

  it("with keep, only that path passes, and the question says what the caller names (an item's form)", () => {
    render(
      <MemoryRouter initialEntries={['/admin/modules/cadastros/items/avisos']}>
        <Link to="/admin/modules/cadastros/items/avisos">Avisos</Link>
        <Link to="/admin/modules/cadastros">Voltar ao módulo</Link>
        <Where />
        <LeaveGuard changed keep="/admin/modules/cadastros/items/avisos" text="O item não foi aplicado." />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Avisos' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Voltar ao módulo' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('O item não foi aplicado.');
    expect(screen.getByTestId('where').textContent).toBe('/admin/modules/cadastros/items/avisos');
  });

  it('asks once when two guards watch the same click (an item inside its unsaved section)', () => {
    render(
      <MemoryRouter initialEntries={['/admin/modules/cadastros/items/avisos']}>
        <Link to="/admin/messages">Mensagens</Link>
        <LeaveGuard changed keep="/admin/modules/cadastros/items/avisos" text="O item não foi aplicado." />
        <LeaveGuard changed text="A seção não foi salva." />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Mensagens' }));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  it("asks the browser's question on beforeunload only while there are changes", () => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const { unmount } = render(
      <MemoryRouter>
        <LeaveGuard changed text="A seção não foi salva." />
      </MemoryRouter>,
    );
    expect(unload()).toBe(true);
    unmount();
    expect(unload()).toBe(false);
  });

  it("asks before a leaving that is no link (a 'Fechar' button), and leaves at once without changes", () => {
    function Closer({ changed }: { changed: boolean }) {
      const navigate = useNavigate();
      const guard = useLeaveGuard({ changed, text: 'O formulário não foi salvo.' });
      return (
        <>
          <button type="button" onClick={() => guard.ask(() => navigate('/dashboard'))}>
            Fechar
          </button>
          {guard.dialog}
        </>
      );
    }
    const view = (changed: boolean) =>
      render(
        <MemoryRouter initialEntries={['/dashboard/financeiro/cadastro']}>
          <Closer changed={changed} />
          <Where />
        </MemoryRouter>,
      );
    view(true);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('O formulário não foi salvo.');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/financeiro/cadastro');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sair sem salvar' }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
    cleanup();
    view(false);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
  });

  it("asks a leaving from outside the screen (the header's 'Sair') through the guard holding changes, else runs it", () => {
    const signOut = vi.fn();
    // What askBeforeLeaving answers: true when it asked (the phone menu closes for the question).
    const asked: boolean[] = [];
    const { rerender, unmount } = render(
      <MemoryRouter>
        <LeaveGuard changed text="O formulário não foi salvo." />
        <button type="button" onClick={() => asked.push(askBeforeLeaving(signOut))}>
          Sair
        </button>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(asked).toEqual([true]);
    expect(screen.getByRole('alertdialog').textContent).toContain('O formulário não foi salvo.');
    expect(signOut).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(signOut).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sair sem salvar' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    // Saved (no changes) and then gone: nothing holds the leaving back.
    rerender(
      <MemoryRouter>
        <LeaveGuard changed={false} text="O formulário não foi salvo." />
      </MemoryRouter>,
    );
    expect(askBeforeLeaving(signOut)).toBe(false);
    expect(signOut).toHaveBeenCalledTimes(2);
    unmount();
    askBeforeLeaving(signOut);
    expect(signOut).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
