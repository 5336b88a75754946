import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { accountMessages } from '../../domain/messages/accounts';
import { feedbackMachine } from '../../machines/feedback.machine';
import { AccountStatus } from '../../renderers/account/account-card';
import { FeedbackScale } from '../../renderers/account/feedback-scale';
import { ModalDialog } from '../../renderers/dialogs/modal-dialog';
import type { UserSession } from '../../schemas/session';
import { updateUser } from '../api/account-api';
import { setSessionUser } from '../session/session-store';

type Props = { companyId: string; user: UserSession; onClose(): void };

/** Feedback modal: a score 0..10 sent as feedbackScore (feedback statechart). */
export function FeedbackDialog({ companyId, user, onClose }: Props) {
  const [machine] = useState(() =>
    feedbackMachine.provide({
      actors: {
        sendFeedback: fromPromise(({ input }: { input: { feedbackScore: number } }) => updateUser(companyId, input)),
      },
      actions: { updateUser: (_, { user: next }) => setSessionUser(next) },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { score: user.feedbackScore ?? null } });
  const { context } = snapshot;
  const thanks = snapshot.matches('thanks');
  const sending = snapshot.matches('sending');
  return (
    <ModalDialog
      open
      title={accountMessages.accountUi.feedbackTitle}
      onCancel={onClose}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {accountMessages.accountUi.close}
          </button>
          {thanks ? null : (
            <button type="button" className="button button--primary" onClick={() => send({ type: 'SEND' })} disabled={sending} aria-busy={sending}>
              {accountMessages.accountUi.feedbackSend}
            </button>
          )}
        </>
      }
    >
      {thanks ? (
        <AccountStatus text={context.alert?.title ?? null} />
      ) : (
        <>
          <FeedbackScale score={context.score} error={context.fieldError} onChoose={(score) => send({ type: 'CHOOSE', score })} />
          <AccountStatus text={snapshot.matches('sendFailed') ? (context.alert?.text ?? null) : null} error />
        </>
      )}
    </ModalDialog>
  );
}
