import { useState } from 'react';
import { entityUiMessages } from '../../domain/messages/entities';
import { AccountStatus } from '../../renderers/account/account-card';
import { TextField } from '../../renderers/account/text-field';
import { WideDialog } from '../../renderers/entities/wide-dialog';
import { GuestPanel } from '../../renderers/entities/guest-panel';
import { GuestTable } from '../../renderers/entities/guest-table';
import { useHost } from './use-host';
import '../../renderers/entities/entities.css';

const ui = entityUiMessages.host;

/**
 * The host modal (SPEC §6): invite a guest by e-mail, enable/disable, remove, add/remove a guest's group, and
 * give the guest one of the host's entities or take it back.
 */
export default function HostDialog({ companyId, onClose }: { companyId: string; onClose(): void }) {
  const h = useHost(companyId);
  const [email, setEmail] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);
  const managedGuest = h.guests.data?.find((g) => g.email === h.managed);
  const status = h.action.status ?? (h.guests.error ? { text: h.guests.error, error: true } : null);
  return (
    <WideDialog title={ui.title} onClose={onClose}>
      <div className="entity-form">
        <form
          className="entity-form__row"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (email.trim()) void h.invite(email).then((done) => done && setEmail(''));
          }}
        >
          <TextField label={ui.guestEmail} type="email" value={email} autoComplete="off" onValue={setEmail} />
          <button type="submit" className="button button--primary" disabled={h.action.busy}>
            {ui.invite}
          </button>
        </form>
        <AccountStatus text={status?.text ?? null} error={status?.error} />
        {removing ? (
          <div className="entity-form" role="group" aria-label={ui.removeConfirm(removing)}>
            <p>{ui.removeConfirm(removing)}</p>
            <div className="entity-form__actions">
              <button type="button" className="button button--ghost" onClick={() => setRemoving(null)}>
                {entityUiMessages.common.cancel}
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={h.action.busy}
                onClick={() => void h.remove(removing).then((done) => done && setRemoving(null))}
              >
                {ui.removeGuest}
              </button>
            </div>
          </div>
        ) : null}
        {h.guests.data ? (
          <GuestTable
            guests={h.guests.data}
            busy={h.action.busy}
            onEnable={(g, enable) => void h.enable(g.email, enable)}
            onManage={(g) => h.manage(g.email)}
            onRemove={(g) => setRemoving(g.email)}
          />
        ) : null}
        {managedGuest ? (
          <GuestPanel
            email={managedGuest.email}
            groups={managedGuest.groups}
            entities={h.entities.data}
            hostEntities={h.own.data ?? []}
            busy={h.action.busy}
            onGroup={(group, type) => void h.group(managedGuest.email, group, type)}
            onGive={(code) => void h.give(managedGuest.email, code)}
            onTake={(code) => void h.take(managedGuest.email, code)}
          />
        ) : null}
      </div>
    </WideDialog>
  );
}
