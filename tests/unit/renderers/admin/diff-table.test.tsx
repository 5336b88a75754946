// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfigChange } from '../../../../domain/config-diff';
import { DiffTable } from '../../../../renderers/admin/diff-table';

const changes = (count: number, prefix = '/company/modules'): ConfigChange[] =>
  Array.from({ length: count }, (_, i) => ({ kind: 'changed', path: `${prefix}/${i}/title`, before: `A${i}`, after: `B${i}` }));
const pathsShown = () => screen.getAllByRole('rowheader').map((cell) => cell.querySelector('code')?.textContent);

afterEach(cleanup);

describe('DiffTable', () => {
  it('draws a hundred differences at a time, with the count of all of them', () => {
    render(<DiffTable changes={changes(250)} left={1} right={2} />);
    expect(screen.getByRole('region', { name: '250 diferenças' })).toBeTruthy();
    expect(pathsShown()).toHaveLength(100);
    expect(pathsShown()[0]).toBe('/company/modules/0/title');
    const pager = screen.getByRole('navigation');
    expect(within(pager).getByText('Página 1 de 3')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: 'Próxima' }));
    expect(pathsShown()[0]).toBe('/company/modules/100/title');
    fireEvent.click(within(pager).getByRole('button', { name: 'Próxima' }));
    expect(pathsShown()).toHaveLength(50);
  });

  it('starts a new comparison on its first page, and needs no pager for a short one', () => {
    const { rerender } = render(<DiffTable changes={changes(250)} left={1} right={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    rerender(<DiffTable changes={changes(150, '/company/terms')} left={2} right={3} />);
    expect(pathsShown()[0]).toBe('/company/terms/0/title');
    rerender(<DiffTable changes={changes(3)} left={2} right={3} />);
    expect(pathsShown()).toHaveLength(3);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("names a new order 'ordem alterada' and shows where each moved member was and is", () => {
    render(<DiffTable changes={[{ kind: 'reordered', path: '/company/modules', before: { a: 0 }, after: { a: 5 } }]} left={1} right={2} />);
    const row = screen.getByRole('row', { name: /ordem alterada/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\s+/g, ''))).toEqual(['{"a":0}', '{"a":5}']);
  });
});
