// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHeading } from '../../../../renderers/ui/page-heading';
import { NamesDocument, usePageTitle } from '../../../../renderers/ui/page-title';
import { DocumentTitle, setTitleCount } from '../../../../src/ui/document-title';

afterEach(() => {
  cleanup();
  act(() => setTitleCount(0));
});

function Named({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}

describe('DocumentTitle: the one writer of document.title', () => {
  it('names the screen whose heading is shown, and the app alone once it is gone', () => {
    const view = render(
      <>
        <DocumentTitle appTitle="Portal Demo" />
        <PageHeading className="area__title">Usuários</PageHeading>
      </>,
    );
    expect(document.title).toBe('Usuários – Portal Demo');
    expect(view.getByRole('heading', { level: 1, name: 'Usuários' }).className).toBe('area__title');
    view.rerender(<DocumentTitle appTitle="Portal Demo" />);
    expect(document.title).toBe('Portal Demo');
  });

  it('hands the title back to the screen beneath when the one opened over it closes', () => {
    let setOver: (open: boolean) => void = () => undefined;
    function Screens() {
      const [over, setOverState] = useState(false);
      setOver = setOverState;
      return (
        <>
          <Named name="Módulos" />
          {over ? <Named name="Editar módulo Financeiro" /> : null}
        </>
      );
    }
    render(
      <>
        <DocumentTitle appTitle="Portal Demo" />
        <Screens />
      </>,
    );
    expect(document.title).toBe('Módulos – Portal Demo');
    act(() => setOver(true));
    expect(document.title).toBe('Editar módulo Financeiro – Portal Demo');
    act(() => setOver(false));
    expect(document.title).toBe('Módulos – Portal Demo');
  });

  it('follows a screen that renames itself, and shows the count the portal sets', () => {
    const view = render(
      <>
        <DocumentTitle appTitle="Portal Delta" />
        <Named name="Início" />
      </>,
    );
    act(() => setTitleCount(2));
    expect(document.title).toBe('(2) Início – Portal Delta');
    view.rerender(
      <>
        <DocumentTitle appTitle="Portal Delta" />
        <Named name="Boletos" />
      </>,
    );
    expect(document.title).toBe('(2) Boletos – Portal Delta');
    act(() => setTitleCount(0));
    expect(document.title).toBe('Boletos – Portal Delta');
  });

  it('lets a screen drawn as a picture of another (the QA replay) name nothing', () => {
    render(
      <>
        <DocumentTitle appTitle="Portal Demo" />
        <PageHeading>Fixture: login</PageHeading>
        <NamesDocument.Provider value={false}>
          <PageHeading>Seja bem-vindo</PageHeading>
        </NamesDocument.Provider>
      </>,
    );
    expect(document.title).toBe('Fixture: login – Portal Demo');
  });
});
