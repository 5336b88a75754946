import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { caseTwinOf, GROUP_NAME_MAX, groupNameProblem } from '../../domain/group-access';
import { adminPeopleMessages } from '../../domain/messages/admin-people';
import { TextInput } from '../../renderers/inputs/text-input';

const t = adminPeopleMessages.profiles;

/**
 * The field takes a little more than a group name may hold, so a pasted long name is kept whole and the
 * 'tooLong' message says why it is refused, instead of the browser cutting it silently at the limit.
 */
const TYPED_NAME_MAX = GROUP_NAME_MAX + 20;

/**
 * 'Novo grupo': a group is a name its members, module access and permissions share, so creating one opens its
 * view (/admin/profiles/groups/{name}), where it gets them. The name is checked as the groups API checks it, and
 * one that differs from a known group only in letter case is refused (an existing name just opens its group).
 */
export function NewGroupForm({ known }: { known: readonly string[] }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    const problem = groupNameProblem(typed);
    const twin = problem ? null : caseTwinOf(typed, known);
    const message = problem ? t.groupNameProblems[problem] : twin ? t.groupCaseTwin(twin) : null;
    setError(message);
    if (message) field.current?.focus();
    else void navigate(`/admin/profiles/groups/${encodeURIComponent(typed)}`);
  };
  return (
    <form className="people-panel new-entry" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.newGroupTitle}</h2>
      <div className="new-entry__fields">
        <div>
          <TextInput
            label={t.newGroupLabel}
            hint={t.newGroupHint}
            ref={field}
            value={name}
            error={error}
            maxLength={TYPED_NAME_MAX}
            autoComplete="off"
            spellCheck={false}
            onValue={setName}
          />
        </div>
      </div>
      <button type="submit" className="button button--primary">
        {t.newGroupOpen}
      </button>
    </form>
  );
}
