// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AreaFrame } from '../../../../renderers/ui/area-frame';

afterEach(cleanup);

const back = <a href="/">Voltar ao portal</a>;

describe('AreaFrame', () => {
  it("names the app and the area in the bar, the area's sections in a labelled nav, then the screen", () => {
    const nav = { label: 'Seções da administração', links: <a href="/admin/users" aria-current="page">Usuários</a> };
    render(
      <AreaFrame appName="Portal Demo" area="Administração" nav={nav} back={back}>
        <h1 className="area__title">Usuários</h1>
      </AreaFrame>,
    );
    const bar = screen.getByRole('banner');
    expect(bar.textContent).toContain('Portal Demo');
    expect(bar.textContent).toContain('Administração');
    expect(within(screen.getByRole('navigation', { name: 'Seções da administração' })).getByRole('link').textContent).toBe('Usuários');
    within(bar).getByRole('link', { name: 'Voltar ao portal' });
    within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Usuários' });
  });

  it('has no nav for an area of one screen, and keeps the dot between the names from screen readers', () => {
    const { container } = render(
      <AreaFrame appName="Portal Demo" area="Operação da plataforma" back={back}>
        <p>Empresas</p>
      </AreaFrame>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(container.querySelector('.area__sep')?.getAttribute('aria-hidden')).toBe('true');
    // The logo's initial is decoration: the app's name is already read out.
    expect(container.querySelector('.area__logo')?.textContent).toBe('P');
    expect(container.querySelector('.area__logo')?.getAttribute('aria-hidden')).toBe('true');
  });
});
