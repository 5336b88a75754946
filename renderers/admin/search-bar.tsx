import { TextInput } from '../inputs/text-input';
import './admin.css';

type Props = { label: string; hint?: string; value: string; onChange(text: string): void };

/**
 * A list's search field (the server searches as typing pauses: usePagedList), as a search landmark. The hint is a
 * line under the field (as on /operacao), not a placeholder: a placeholder is cut on a phone and gone once typing starts.
 */
export function SearchBar({ label, hint, value, onChange }: Props) {
  return (
    <div className="admin-search" role="search">
      <TextInput type="search" label={label} hint={hint} value={value} onValue={onChange} autoComplete="off" />
    </div>
  );
}
