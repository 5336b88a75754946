import { useId } from 'react';

type Props = { label: string; hint?: string; value: string; onChange(text: string): void };

/** A list's search field (the server searches as typing pauses: usePagedList), as a search landmark. */
export function SearchBar({ label, hint, value, onChange }: Props) {
  const id = useId();
  return (
    <div className="ops-toolbar" role="search">
      <label className="ops-toolbar__field ops-toolbar__field--grow" htmlFor={id}>
        {label}
        <input id={id} className="input" type="search" value={value} placeholder={hint} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}
