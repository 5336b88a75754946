// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalDialog } from '../../../../renderers/dialogs/modal-dialog';

afterEach(cleanup);

/** A disclosure menu whose entry opens a dialog, as 'Minha conta' does: the list hides as the entry is chosen. */
function MenuThatOpensADialog({ unmountOnClose = false }: { unmountOnClose?: boolean }) {
  const [menu, setMenu] = useState(false);
  const [dialog, setDialog] = useState(false);
  const modal = (
    <ModalDialog open={dialog} title="Meu perfil" onCancel={() => setDialog(false)} actions={<button onClick={() => setDialog(false)}>Fechar</button>}>
      <input aria-label="Nome" autoFocus />
    </ModalDialog>
  );
  return (
    <>
      <button aria-expanded={menu} aria-controls="menu-list" onClick={() => setMenu(!menu)}>
        Minha conta
      </button>
      <ul id="menu-list" hidden={!menu}>
        <li>
          <button
            onClick={() => {
              setMenu(false);
              setDialog(true);
            }}
          >
            Meu perfil
          </button>
        </li>
      </ul>
      <button onClick={() => setDialog(true)}>Abrir direto</button>
      {unmountOnClose ? dialog && modal : modal}
    </>
  );
}

const open = (name: string) => {
  const button = screen.getByRole('button', { name, hidden: true });
  button.focus();
  fireEvent.click(button);
};

describe('ModalDialog gives the focus back when it closes', () => {
  it('to the button that opened it', () => {
    render(<MenuThatOpensADialog />);
    open('Abrir direto');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar', hidden: true }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abrir direto' }));
  });

  it("to the menu's button when the entry that opened it was in a list that closed (aria-controls)", () => {
    render(<MenuThatOpensADialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Minha conta' }));
    open('Meu perfil');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar', hidden: true }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Minha conta' }));
  });

  it('when its owner stops rendering it instead of closing it', () => {
    render(<MenuThatOpensADialog unmountOnClose />);
    fireEvent.click(screen.getByRole('button', { name: 'Minha conta' }));
    open('Meu perfil');
    expect(screen.getByRole('heading', { name: 'Meu perfil', hidden: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar', hidden: true }));
    expect(screen.queryByRole('heading', { name: 'Meu perfil', hidden: true })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Minha conta' }));
  });

  it("to the page's heading when what opened it is gone (a row removed by its own 'Remover')", () => {
    function ListWithRemove() {
      const [rows, setRows] = useState(['ana', 'bia']);
      const [removing, setRemoving] = useState<string | null>(null);
      return (
        <main>
          <h1>Membros</h1>
          <ul>
            {rows.map((row) => (
              <li key={row}>
                <button onClick={() => setRemoving(row)}>Remover {row}</button>
              </li>
            ))}
          </ul>
          <ModalDialog
            open={removing !== null}
            title="Remover?"
            onCancel={() => setRemoving(null)}
            actions={
              <button
                onClick={() => {
                  setRows((all) => all.filter((row) => row !== removing));
                  setRemoving(null);
                }}
              >
                Confirmar
              </button>
            }
          >
            <p>Texto</p>
          </ModalDialog>
        </main>
      );
    }
    render(<ListWithRemove />);
    open('Remover ana');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar', hidden: true }));
    expect(screen.queryByRole('button', { name: 'Remover ana' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Membros' }));
  });

  it('but not away from where the closing action put it on purpose', () => {
    function FocusesAField() {
      const [dialog, setDialog] = useState(false);
      return (
        <>
          <input aria-label="Campo com erro" />
          <button onClick={() => setDialog(true)}>Abrir</button>
          <ModalDialog
            open={dialog}
            title="Aviso"
            onCancel={() => setDialog(false)}
            actions={
              <button
                onClick={() => {
                  setDialog(false);
                  screen.getByLabelText('Campo com erro').focus();
                }}
              >
                Ok
              </button>
            }
          />
        </>
      );
    }
    render(<FocusesAField />);
    open('Abrir');
    fireEvent.click(screen.getByRole('button', { name: 'Ok', hidden: true }));
    expect(document.activeElement).toBe(screen.getByLabelText('Campo com erro'));
  });

  it('to the field its page focused, when it opened with the page (the login modal over the e-mail field)', () => {
    function PageWithItsModal() {
      const [dialog, setDialog] = useState(true);
      return (
        <main>
          <h1>Seja bem-vindo</h1>
          <input aria-label="Digite seu e-mail" autoFocus />
          <ModalDialog open={dialog} title="Portal Demo" onCancel={() => setDialog(false)} actions={<button onClick={() => setDialog(false)}>Fechar</button>}>
            <p>Novidades</p>
          </ModalDialog>
        </main>
      );
    }
    render(<PageWithItsModal />);
    // A browser moves the focus into a dialog shown modally; jsdom leaves it on the field.
    const close = screen.getByRole('button', { name: 'Fechar', hidden: true });
    close.focus();
    fireEvent.click(close);
    expect(document.activeElement).toBe(screen.getByLabelText('Digite seu e-mail'));
  });
});

describe('ModalDialog keeps the focus inside while it is open', () => {
  function Steps() {
    const [step, setStep] = useState<'form' | 'busy' | 'failed' | 'done'>('form');
    return (
      <ModalDialog open title="Alterar senha" onCancel={() => {}} actions={null}>
        {step === 'done' ? (
          <button>Fechar</button>
        ) : (
          <>
            <input aria-label="Senha atual" />
            <input aria-label="Nova senha" aria-invalid={step === 'failed' ? true : undefined} />
            <button disabled={step === 'busy'} onClick={() => setStep('busy')}>
              Salvar
            </button>
            <button onClick={() => setStep('failed')}>Falhar</button>
            <button onClick={() => setStep('done')}>Concluir</button>
          </>
        )}
      </ModalDialog>
    );
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('to the field with an error, else the first control, when what had it went away', async () => {
    render(<Steps />);
    const falhar = screen.getByRole('button', { name: 'Falhar', hidden: true });
    falhar.focus();
    fireEvent.click(falhar);
    falhar.blur(); // jsdom keeps the focus where a browser loses it; the rescue acts only on a lost focus
    await settle();
    expect(document.activeElement).toBe(screen.getByLabelText('Nova senha'));

    const concluir = screen.getByRole('button', { name: 'Concluir', hidden: true });
    concluir.focus();
    fireEvent.click(concluir); // the form goes away: the focus falls to the body
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fechar', hidden: true }));
  });
});
