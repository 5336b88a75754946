// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FileItemView from '../../../../renderers/items/file/file-item';
import { ItemServicesContext, type ItemServices } from '../../../../renderers/items/item-services';
import type { Module } from '../../../../schemas/company';
import type { ItemOfKind } from '../../../../schemas/items';
import type { UserSession } from '../../../../schemas/session';

const item = { id: 'documentos', title: 'Documentos', kind: 'file', extensions: ['pdf'] } as ItemOfKind<'file'>;
const module = { id: 'cadastros', title: 'Cadastros', items: [item] } as Module;
const pdfHead = '%PDF-1.4\n';

function renderItem(services: Partial<ItemServices>) {
  const { container } = render(
    <ItemServicesContext.Provider value={{ companyId: 'local', ...services } as ItemServices}>
      <FileItemView module={module} item={item} user={{} as UserSession} />
    </ItemServicesContext.Provider>,
  );
  const send = (name: string, size: number) => {
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    const file = new File([pdfHead.padEnd(size, ' ')], name, { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar arquivo' }));
  };
  return { send };
}

afterEach(cleanup);

describe('file item (Documentos)', () => {
  it('says the size limit the server gave beside the accepted types, before any file is chosen', async () => {
    renderItem({ listItemFiles: () => Promise.resolve({ files: [], maxBytes: 2048 }) });
    expect(await screen.findByText('Tipos aceitos: pdf. Tamanho máximo: 2 KB.')).toBeTruthy();
  });

  it('lists each file with its size and when it was sent, so two of the same name are told apart', async () => {
    const file = (key: string, createdAt: string) => ({ key, name: 'nota.pdf', size: 45, contentType: 'application/pdf', createdAt, link: `/f/${key}` });
    renderItem({
      listItemFiles: () =>
        Promise.resolve({ files: [file('a', '2026-12-05T10:21:00'), file('b', '2026-12-04T08:05:00')], maxBytes: null }),
    });
    const links = await screen.findAllByRole('link', { name: 'Baixar nota.pdf' });
    const rows = links.map((link) => link.closest('li')!.textContent);
    expect(rows).toEqual(['nota.pdf45 bytes05/12/2026 10:21', 'nota.pdf45 bytes04/12/2026 08:05']);
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe('2026-12-05T10:21:00');
  });

  it('refuses a file past the limit in pt-BR without uploading it', async () => {
    const uploadItemFile = vi.fn(() => Promise.resolve('documentos/x.pdf'));
    const { send } = renderItem({ listItemFiles: () => Promise.resolve({ files: [], maxBytes: 2048 }), uploadItemFile });
    await screen.findByText(/Tamanho máximo: 2 KB\./);
    send('Relatório – Março.pdf', 3000);
    expect((await screen.findByRole('alert')).textContent).toBe('O Arquivo(relatorio-marco.pdf) passa do tamanho máximo de 2 KB.');
    expect(uploadItemFile).not.toHaveBeenCalled();
  });

  it('uploads a name outside Latin-1 under the name the server stores, and the message names that file', async () => {
    const uploadItemFile = vi.fn(() => Promise.resolve('documentos/x.pdf'));
    const { send } = renderItem({ listItemFiles: () => Promise.resolve({ files: [], maxBytes: null }), uploadItemFile });
    await screen.findByText('Nenhum arquivo enviado ainda.');
    send('contrato – março 😀.pdf', 100);
    expect((await screen.findByText('Arquivo contrato-marco.pdf enviado.')).getAttribute('role')).toBe('status');
    expect(uploadItemFile).toHaveBeenCalledWith('cadastros', 'documentos', expect.any(File), 'contrato-marco.pdf');
    expect(screen.queryByText(/Tamanho máximo/)).toBeNull();
  });
});
