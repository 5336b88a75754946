import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { accountMessages } from '../../domain/messages/accounts';
import { profileMachine, type SaveProfileInput } from '../../machines/profile.machine';
import { AccountFormDialog } from '../../renderers/account/account-form-dialog';
import { ProfileForm } from '../../renderers/account/profile-form';
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
  return (
    <AccountFormDialog
      title={accountMessages.accountUi.profileTitle}
      onClose={onClose}
      done={snapshot.matches('saved')}
      doneText={context.alert?.title ?? null}
      errorText={snapshot.matches('saveFailed') ? (context.alert?.text ?? null) : null}
      form={(close) => (
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
      )}
    />
  );
}
