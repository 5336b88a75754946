import { useEffect, useId, useState } from 'react';
import { dataItemMessages } from '../../../domain/messages/data-items';
import { SEARCH_DELAY_MS } from '../../../domain/table';

type Props = { value: string; onSearch(text: string): void };

/** The table's search field: the text goes to the server SEARCH_DELAY_MS (400 ms) after the last keystroke. */
export function SearchBox({ value, onSearch }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="table-search">
      <label htmlFor={id}>{dataItemMessages.table.search}</label>
      <input
        id={id}
        type="search"
        className="input table-search__input"
        value={text}
        placeholder={dataItemMessages.table.searchPlaceholder}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
