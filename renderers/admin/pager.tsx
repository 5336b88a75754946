import { adminOperationsUi } from '../../domain/messages/admin-operations-ui';

type Props = { page: number; total: number; limit: number; onPage(page: number): void; label?: string };

const t = adminOperationsUi;

/** 'Anterior' / 'Página n de m' / 'Próxima' under a server-side paged list. */
export function Pager({ page, total, limit, onPage, label = t.paging }: Props) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="button button--outline button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </button>
      <span className="admin-pager__where" aria-live="polite">
        {t.pageOf(page, pages)}
      </span>
      <button type="button" className="button button--outline button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </button>
    </nav>
  );
}
