import { adminPeopleMessages } from '../../domain/messages/admin-people';

const t = adminPeopleMessages.pager;

type Props = { page: number; total: number; limit: number; onPage(page: number): void };

/** Previous / 'Página n de m · N resultados' / next under a server-side paged table. */
export function PageControls({ page, total, limit, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav className="page-controls" aria-label={t.label}>
      <button type="button" className="button button--outline button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </button>
      <span className="page-controls__where" aria-live="polite">
        {t.status(page, pages, total)}
      </span>
      <button type="button" className="button button--outline button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </button>
    </nav>
  );
}
