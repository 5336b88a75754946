// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionNoticeView } from '../../../../src/admin/section-save-bar';

afterEach(cleanup);

describe('a refused section save', () => {
  it('lists its errors, not the warnings that did not stop it', () => {
    render(
      <SectionNoticeView
        onReload={() => {}}
        notice={{
          kind: 'invalid',
          message: 'A configuração tem erros e não foi salva.',
          errors: [
            { path: '/company/modules/0/items/3/query', message: 'A consulta "consulta" não existe em server.queries', severity: 'error' },
            { path: '/company/style/color/active', message: 'A cor tem pouco contraste', severity: 'warning' },
          ],
        }}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '/company/modules/0/items/3/query: A consulta "consulta" não existe em server.queries',
    ]);
  });

  it("names a problem by the screen's label for its path, and keeps the path the screen does not name", () => {
    render(
      <SectionNoticeView
        onReload={() => {}}
        problemLabel={(path) => (path === '/server/invoice/replyTo' ? 'E-mail para respostas' : null)}
        notice={{
          kind: 'invalid',
          message: 'A configuração tem erros e não foi salva.',
          errors: [
            { path: '/server/invoice/replyTo', message: 'deve corresponder ao formato "email"', severity: 'error' },
            { path: '/server/invoice', message: 'outro', severity: 'error' },
          ],
        }}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'E-mail para respostas: deve corresponder ao formato "email"',
      '/server/invoice: outro',
    ]);
  });
});
