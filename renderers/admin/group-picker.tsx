import { useId } from 'react';
import { adminPeopleMessages } from '../../domain/messages/admin-people';

const t = adminPeopleMessages.profiles;

type Props = {
  legend: string;
  /** Every group the admin may choose. */
  groups: readonly string[];
  /** The list as stored: empty means every group. */
  value: readonly string[];
  /** null: every group; a list: only those (never empty). */
  onChange(next: string[] | null): void;
  error?: string | null;
};

/** Who sees a module or item, from its side: 'Todos os grupos', or some groups by checkbox. */
export function GroupPicker({ legend, groups, value, onChange, error }: Props) {
  const id = useId();
  const all = value.length === 0;
  const options = [...new Set([...groups, ...value])].sort();
  return (
    <fieldset className="group-picker" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="group-picker__legend">{legend}</legend>
      <label className="access-check access-check--module">
        <input type="checkbox" checked={all} onChange={(event) => onChange(event.target.checked ? null : options)} />
        {t.allGroups}
      </label>
      <div className="group-picker__groups">
        {options.map((group) => (
          <label key={group} className="access-check">
            <input
              type="checkbox"
              disabled={all}
              checked={all || value.includes(group)}
              onChange={(event) => onChange(event.target.checked ? [...value, group] : value.filter((g) => g !== group))}
            />
            {group}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
