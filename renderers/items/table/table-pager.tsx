import { useId } from 'react';
import { dataItemMessages } from '../../../domain/messages/data-items';
import { PAGE_SIZES, pageCount, pageSizeOf, shownRange, type PageSize } from '../../../domain/table';

type Props = {
  page: number;
  pageSize: PageSize;
  total: number;
  /** The page and size of the rows on screen, when they differ from the controls' (a new page is loading). */
  shown?: { page: number; pageSize: PageSize };
  disabled?: boolean;
  onPage(page: number): void;
  onPageSize(size: PageSize): void;
};

/** 'Mostrando x a y de z', the page size (10, 25, 50, Todos) and the page buttons. */
export function TablePager({ page, pageSize, total, shown, disabled = false, onPage, onPageSize }: Props) {
  const sizeId = useId();
  const messages = dataItemMessages.table;
  const pages = pageCount(total, pageSize);
  const range = shownRange(shown?.page ?? page, shown?.pageSize ?? pageSize, total);
  const button = (label: string, target: number, off: boolean) => (
    <button type="button" className="button button--outline table-pager__button" disabled={disabled || off} onClick={() => onPage(target)}>
      {label}
    </button>
  );
  return (
    <div className="table-pager">
      <p className="table-pager__status" role="status">
        {messages.showing(range.from, range.to, range.total)}
      </p>
      <div className="table-pager__size">
        <label htmlFor={sizeId}>{messages.pageSize}</label>
        <select
          id={sizeId}
          className="input table-pager__select"
          value={String(pageSize)}
          disabled={disabled}
          onChange={(event) => onPageSize(pageSizeOf(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {size === 'all' ? messages.all : size}
            </option>
          ))}
        </select>
      </div>
      <nav className="table-pager__pages" aria-label={messages.pager}>
        {button(messages.first, 0, page <= 0)}
        {button(messages.previous, page - 1, page <= 0)}
        <span className="table-pager__page">{messages.pageOf(page + 1, pages)}</span>
        {button(messages.next, page + 1, page >= pages - 1)}
        {button(messages.last, pages - 1, page >= pages - 1)}
      </nav>
    </div>
  );
}
