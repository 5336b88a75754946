import { entityUiMessages } from '../../domain/messages/entities';
import { AccountStatus } from '../../renderers/account/account-card';
import type { EntityRef } from '../../schemas/session';
import { removeEntity } from '../api/entity-api';
import { refreshSessionUser } from './refresh-user';
import { useAction } from './use-loaded';

type Props = { companyId: string; entity: EntityRef; onDone(removed: boolean): void };

/** Asks before removing an entity from the user (DELETE .../entity/{code}). */
export function EntityRemoval({ companyId, entity, onDone }: Props) {
  const remove = useAction();
  const ui = entityUiMessages;
  return (
    <div className="entity-form" role="group" aria-label={ui.selection.removeConfirm(entity.description)}>
      <AccountStatus text={remove.status?.text ?? ui.selection.removeConfirm(entity.description)} error={remove.status?.error} />
      <div className="entity-form__actions">
        <button type="button" className="button button--ghost" onClick={() => onDone(false)}>
          {ui.common.cancel}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={remove.busy}
          aria-busy={remove.busy}
          onClick={() =>
            void remove.run(() => removeEntity(companyId, entity.code), null, () => {
              void refreshSessionUser(companyId);
              onDone(true);
            })
          }
        >
          {ui.common.remove}
        </button>
      </div>
    </div>
  );
}
