import { adminPeopleMessages } from '../../domain/messages/admin-people';

export type UserStatusName = keyof typeof adminPeopleMessages.status;

/** A user's status as a coloured pill with its pt-BR word (the colour is never the only cue). */
export function StatusBadge({ status }: { status: UserStatusName }) {
  return <span className={`status-badge status-badge--${status}`}>{adminPeopleMessages.status[status]}</span>;
}
