import { useEffect, useRef, useState, type ReactNode } from 'react';
import { adminContentMessages } from '../../domain/messages/admin-content';
import { AdminTable } from './admin-table';

const t = adminContentMessages.modules;

type Entry = { id: string; title: string; hidden?: boolean };

type Props<E extends Entry> = {
  label: string;
  entries: readonly E[];
  /** Extra columns: headers and cells. */
  columns: { header: string; cell(entry: E): ReactNode }[];
  onMove(index: number, delta: number): void;
  onToggleHidden(index: number): void;
  editLink(entry: E): ReactNode;
};

/**
 * Modules or items in order, with 'Mover para cima/baixo' (keyboard too: the focus follows the moved entry's
 * button), 'Ocultar/Mostrar' and 'Editar'; the new position is announced.
 */
export function OrderedTable<E extends Entry>({ label, entries, columns, onMove, onToggleHidden, editLink }: Props<E>) {
  const table = useRef<HTMLTableElement>(null);
  const [focus, setFocus] = useState<{ id: string; delta: number } | null>(null);
  const [announce, setAnnounce] = useState('');
  useEffect(() => {
    if (!focus) return;
    const row = table.current?.querySelector<HTMLElement>(`[data-entry="${CSS.escape(focus.id)}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${focus.delta}"]:not(:disabled)`) ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    wanted?.focus();
    setFocus(null);
  }, [focus, entries]);
  const move = (index: number, delta: number) => {
    const entry = entries[index]!;
    onMove(index, delta);
    setFocus({ id: entry.id, delta });
    setAnnounce(t.moved(entry.title, index + delta + 1));
  };
  return (
    <>
      <AdminTable label={label} className="ordered-table" tableRef={table} stacked>
        <thead>
          <tr>
            <th scope="col">{t.moduleTitle}</th>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
            <th scope="col">{t.status}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={entry.id} data-entry={entry.id}>
              <td data-label={t.moduleTitle}>
                <div>
                  {editLink(entry)}
                  <div className="people-muted ordered-table__id">{entry.id}</div>
                </div>
              </td>
              {columns.map((c) => (
                <td key={c.header} data-label={c.header}>
                  <div>{c.cell(entry)}</div>
                </td>
              ))}
              <td data-label={t.status}>{entry.hidden ? <span className="status-badge status-badge--disabled">{t.hidden}</span> : <span className="status-badge status-badge--active">{t.visible}</span>}</td>
              <td>
                <div className="ordered-table__actions">
                  <button type="button" className="button button--outline button--small" data-move="-1" disabled={index === 0} aria-label={t.moveUpLabel(entry.title)} onClick={() => move(index, -1)}>
                    {t.moveUp}
                  </button>
                  <button
                    type="button"
                    className="button button--outline button--small"
                    data-move="1"
                    disabled={index === entries.length - 1}
                    aria-label={t.moveDownLabel(entry.title)}
                    onClick={() => move(index, 1)}
                  >
                    {t.moveDown}
                  </button>
                  <button type="button" className="button button--ghost button--small" aria-label={entry.hidden ? t.showLabel(entry.title) : t.hideLabel(entry.title)} onClick={() => onToggleHidden(index)}>
                    {entry.hidden ? t.show : t.hide}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
    </>
  );
}
