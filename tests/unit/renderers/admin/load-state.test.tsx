// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadState } from '../../../../renderers/admin/load-state';

afterEach(cleanup);

const rows = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);
const empty = { when: (items: string[]) => items.length === 0, text: 'Nenhuma chave criada.' };

describe('LoadState', () => {
  it("says 'Carregando…' until the first load answers", () => {
    render(<LoadState data={null} failed={false} onRetry={() => {}} empty={empty}>{rows}</LoadState>);
    expect(screen.getByRole('status').textContent).toBe('Carregando…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the reason and asks again when the load failed, even over data loaded before', () => {
    const onRetry = vi.fn();
    render(<LoadState data={['a']} failed onRetry={onRetry}>{rows}</LoadState>);
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar os dados. Tente novamente.');
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('announces the empty sentence instead of an empty table', () => {
    render(<LoadState data={[]} failed={false} onRetry={() => {}} empty={empty}>{rows}</LoadState>);
    expect(screen.getByRole('status').textContent).toBe('Nenhuma chave criada.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('draws the content from the loaded data', () => {
    render(<LoadState data={['pk_ab12', 'pk_cd34']} failed={false} onRetry={() => {}} empty={empty}>{rows}</LoadState>);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['pk_ab12', 'pk_cd34']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("uses a panel's own texts when it names what it loads", () => {
    const texts = { loading: 'Carregando registros…', loadFailed: 'Sem registros agora.', retry: 'De novo' };
    const { rerender } = render(<LoadState data={null} failed={false} onRetry={() => {}} texts={texts}>{rows}</LoadState>);
    expect(screen.getByRole('status').textContent).toBe('Carregando registros…');
    rerender(<LoadState data={null} failed onRetry={() => {}} texts={texts}>{rows}</LoadState>);
    expect(screen.getByRole('alert').textContent).toContain('Sem registros agora.');
    screen.getByRole('button', { name: 'De novo' });
  });
});
