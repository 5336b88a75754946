import { entityUiMessages } from '../../domain/messages/entities';
import { ScrollRegion } from '../ui/scroll-region';
import './entities.css';

export type GuestRow = { email: string; nick: string; groups: string[]; enabled: boolean; status: string };

type Props = {
  guests: readonly GuestRow[];
  busy: boolean;
  onEnable(guest: GuestRow, enable: boolean): void;
  onManage(guest: GuestRow): void;
  onRemove(guest: GuestRow): void;
};

const ui = entityUiMessages.host;

export const guestStatus = (guest: Pick<GuestRow, 'enabled' | 'status'>) =>
  !guest.enabled ? ui.disabledStatus : guest.status === 'pendingByDirectHash' ? ui.pendingStatus : ui.active;

/** A host's guests: e-mail, name, groups, status and the actions on each. */
export function GuestTable({ guests, busy, onEnable, onManage, onRemove }: Props) {
  if (guests.length === 0) return <p>{ui.empty}</p>;
  return (
    <ScrollRegion className="entity-table-wrap" label={ui.listLabel}>
      <table className="entity-table">
        <thead>
          <tr>
            <th scope="col">{ui.email}</th>
            <th scope="col">{ui.name}</th>
            <th scope="col">{ui.groups}</th>
            <th scope="col">{ui.status}</th>
            <th scope="col">{ui.actions}</th>
          </tr>
        </thead>
        <tbody>
          {guests.map((g) => (
            <tr key={g.email}>
              <td>{g.email}</td>
              <td>{g.nick}</td>
              <td>{g.groups.join(', ')}</td>
              <td>{guestStatus(g)}</td>
              <td>
                <button type="button" className="button button--ghost button--small" disabled={busy} aria-label={`${ui.manage} ${g.email}`} onClick={() => onManage(g)}>
                  {ui.manage}
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={busy}
                  aria-label={`${g.enabled ? ui.disable : ui.enable} ${g.email}`}
                  onClick={() => onEnable(g, !g.enabled)}
                >
                  {g.enabled ? ui.disable : ui.enable}
                </button>
                <button type="button" className="button button--ghost button--small" disabled={busy} aria-label={`${ui.removeGuest} ${g.email}`} onClick={() => onRemove(g)}>
                  {ui.removeGuest}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
