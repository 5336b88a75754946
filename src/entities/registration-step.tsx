import { useEffect, useRef, useState, type ReactNode } from 'react';
import { entityMessages, entityUiMessages } from '../../domain/messages/entities';
import { AccountStatus } from '../../renderers/account/account-card';
import { AnswerForm } from '../../renderers/entities/answer-form';
import { ApprovalForm } from '../../renderers/entities/approval-form';
import { DocumentField } from '../../renderers/entities/document-field';
import { MfaStep, type MfaView } from '../../renderers/entities/mfa-step';
import type { useEntityRegistration } from './use-entity-registration';

type Run = ReturnType<typeof useEntityRegistration>;
type Props = { run: Run; tryNext: ReactNode; restart: ReactNode; close?: ReactNode };

const ui = entityUiMessages;

/** Which part of the MFA step an entityMfa state shows. */
export function mfaView(state: string | undefined): MfaView {
  if (state === 'choosing' || state === 'sendingCode') return 'choosing';
  if (state === 'awaitingCode' || state === 'authenticating' || state === 'wrongCode') return 'code';
  if (state === 'expired' || state === 'failed') return state;
  return 'loading';
}

/** The screen of each entityRegistration state (and of the invoked entityMfa while in `mfa`). */
export function RegistrationStep({ run, tryNext, restart, close }: Props) {
  const { state, send, snapshot, mfa } = run;
  const { context } = snapshot;
  const [typed, setTyped] = useState('');
  // A document refused by the server (already held) comes back to the field: the focus goes there to fix it.
  const documentField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state === 'editing' && context.fieldError) documentField.current?.focus();
  }, [state, context.fieldError]);
  const button = (label: string, onClick: () => void) => (
    <button type="button" className="button button--ghost" onClick={onClick}>
      {label}
    </button>
  );
  const back = button(ui.common.back, () => send({ type: 'BACK' }));
  const dismiss = button(ui.common.back, () => send({ type: 'DISMISS' }));
  switch (state) {
    case 'editing':
    case 'autoValidating':
      return (
        <form className="entity-form" noValidate onSubmit={(e) => { e.preventDefault(); send({ type: 'SUBMIT', document: typed }); }}>
          <DocumentField ref={documentField} value={typed} error={context.fieldError} onValue={setTyped} autoFocus />
          <div className="entity-form__actions">
            {close}
            <button type="submit" className="button button--primary" disabled={state !== 'editing'} aria-busy={state !== 'editing'}>
              {ui.registration.continue}
            </button>
          </div>
        </form>
      );
    case 'refused':
    case 'failed':
      return (
        <>
          <AccountStatus text={[context.alert?.title, context.alert?.text].filter(Boolean).join(' ')} error />
          <div className="entity-form__actions">{dismiss}{tryNext}</div>
        </>
      );
    case 'answering':
    case 'checkingAnswer':
    case 'wrongAnswer':
      return (
        <AnswerForm
          question={context.question}
          error={context.fieldError ?? (state === 'wrongAnswer' ? entityMessages.entities.wrongAnswer : null)}
          busy={state === 'checkingAnswer'}
          onAnswer={(answer) => send({ type: 'ANSWER', answer })}
          extra={<>{back}{tryNext}</>}
        />
      );
    case 'mfa':
      return (
        <MfaStep
          view={mfaView(mfa ? String(mfa.value) : undefined)}
          busy={mfa?.value === 'sendingCode' || mfa?.value === 'authenticating'}
          options={mfa?.context.options ?? []}
          fieldError={mfa?.context.fieldError ?? null}
          alert={mfa?.context.alert?.text ?? null}
          onChoose={(option) => send({ type: 'CHOOSE', option })}
          onAuthenticate={(code) => send({ type: 'AUTHENTICATE', code })}
          onResend={() => send({ type: 'RESEND' })}
          onRetry={() => send({ type: 'RETRY' })}
          extra={<>{button(ui.common.cancel, () => send({ type: 'CANCEL' }))}{tryNext}</>}
        />
      );
    case 'approvalForm':
    case 'requestingApproval':
      return (
        <ApprovalForm
          error={context.fieldError}
          busy={state === 'requestingApproval'}
          onSubmit={(form) => send({ type: 'REQUEST_APPROVAL', ...form })}
          extra={back}
        />
      );
    default:
      // added or pending (final): the outcome, then another entity or close.
      return (
        <>
          <AccountStatus text={context.alert?.title ?? null} />
          {context.entity ? <p>{ui.registration.added(context.entity.description)}</p> : null}
          <div className="entity-form__actions">{close}{restart}</div>
        </>
      );
  }
}
