import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { accountMessages } from '../../domain/messages/accounts';
import { profileMachine, type SaveProfileInput } from '../../machines/profile.machine';
import { AccountStatus } from '../../renderers/account/account-card';
import { ProfileForm } from '../../renderers/account/profile-form';
import { ModalDialog } from '../../renderers/dialogs/modal-dialog';
import type { UserSession } from '../../schemas/session';
import { updateUser } from '../api/account-api';
import { setSessionUser } from '../session/session-store';

type Props = { companyId: string; user: UserSession; onClose(): void };

/** Profile modal: nick and phone through the profile statechart; the header shows the new nick at once. */
export function ProfileDialog({ companyId, user, onClose }: Props) {
  const [machine] = useState(() =>
    profileMachine.provide({
      actors: {
        saveProfile: fromPromise(({ input }: { input: SaveProfileInput }) =>
          updateUser(companyId, { nick: input.nick, phone: input.phone }),
        ),
      },
      actions: { updateUser: (_, { user: next }) => setSessionUser(next) },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { nick: user.nick, phone: user.phone } });
  const { context } = snapshot;
  const close = (
    <button type="button" className="button button--ghost" onClick={onClose}>
      {accountMessages.accountUi.close}
    </button>
  );
  return (
    <ModalDialog open title={accountMessages.accountUi.profileTitle} onCancel={onClose} actions={null}>
      {snapshot.matches('saved') ? (
        <>
          <AccountStatus text={context.alert?.title ?? null} />
          <div className="account-form__actions">{close}</div>
        </>
      ) : (
        <>
          <AccountStatus text={snapshot.matches('saveFailed') ? (context.alert?.text ?? null) : null} error />
          <ProfileForm
            initial={{ nick: user.nick, phone: user.phone }}
            errors={context.fieldErrors}
            busy={snapshot.matches('saving')}
            onSubmit={(form) => {
              if (snapshot.matches('saveFailed')) send({ type: 'DISMISS' });
              send({ type: 'SAVE', ...form });
            }}
            extra={close}
          />
        </>
      )}
    </ModalDialog>
  );
}
