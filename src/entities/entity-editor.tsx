import { entityUiMessages } from '../../domain/messages/entities';
import { AccountStatus } from '../../renderers/account/account-card';
import { EntityEditForm } from '../../renderers/entities/entity-edit-form';
import { loadEntity, updateEntity } from '../api/entity-api';
import { refreshSessionUser } from './refresh-user';
import { useAction, useLoaded } from './use-loaded';

type Props = { companyId: string; code: string; onDone(changed: boolean): void };

/** Updates one entity of the user (POST .../entity/{code} {code, description, tag1, tag2, externalId, dynamicFields}). */
export function EntityEditor({ companyId, code, onDone }: Props) {
  const entity = useLoaded(() => loadEntity(companyId, code), [companyId, code]);
  const save = useAction();
  const back = (
    <button type="button" className="button button--ghost" onClick={() => onDone(false)}>
      {entityUiMessages.common.back}
    </button>
  );
  if (!entity.data) {
    return (
      <>
        <AccountStatus text={entity.error ?? entityUiMessages.common.loading} error={Boolean(entity.error)} />
        <div className="entity-form__actions">{back}</div>
      </>
    );
  }
  return (
    <>
      <AccountStatus text={save.status?.error ? save.status.text : null} error />
      <EntityEditForm
        entity={entity.data}
        busy={save.busy}
        extra={back}
        onSave={(changes) =>
          void save.run(() => updateEntity(companyId, code, changes), null, () => {
            void refreshSessionUser(companyId);
            onDone(true);
          })
        }
      />
    </>
  );
}
