import { adminOperationsUi } from '../../domain/messages/admin-operations-ui';

/** The pager's pt-BR texts: each admin area words its own (people screens also count the results). */
export type PagerTexts = {
  label: string;
  previous: string;
  next: string;
  status(page: number, pages: number, total: number): string;
};

const operationsTexts: PagerTexts = {
  label: adminOperationsUi.paging,
  previous: adminOperationsUi.previous,
  next: adminOperationsUi.next,
  status: (page, pages) => adminOperationsUi.pageOf(page, pages),
};

type Props = {
  page: number;
  total: number;
  limit: number;
  onPage(page: number): void;
  texts?: PagerTexts;
  /** Shown even when everything fits on one page (when the status tells the count). */
  alwaysShown?: boolean;
};

/** Previous / 'Página n de m' / next under a server-side paged list. */
export function Pager({ page, total, limit, onPage, texts = operationsTexts, alwaysShown = false }: Props) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1 && !alwaysShown) return null;
  return (
    <nav className="admin-pager" aria-label={texts.label}>
      <button type="button" className="button button--outline button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {texts.previous}
      </button>
      <span className="admin-pager__where" aria-live="polite">
        {texts.status(page, pages, total)}
      </span>
      <button type="button" className="button button--outline button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts.next}
      </button>
    </nav>
  );
}
