import { accountMessages } from '../../domain/messages/accounts';
import { AccountStatus } from '../../renderers/account/account-card';
import { PasswordForm } from '../../renderers/account/password-form';
import { ModalDialog } from '../../renderers/dialogs/modal-dialog';
import type { CompanyConfig } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';
import { usePasswordChange } from '../accounts/use-password-change';

type Props = { company: CompanyConfig; user: UserSession; onClose(): void };

/** The header's password modal: change mode of the passwordChange statechart (current + new + confirmation). */
export function PasswordDialog({ company, user, onClose }: Props) {
  const { snapshot, send, minPassword } = usePasswordChange(company, { mode: 'change', email: user.email });
  const { context } = snapshot;
  const close = (
    <button type="button" className="button button--ghost" onClick={onClose}>
      {accountMessages.accountUi.close}
    </button>
  );
  return (
    <ModalDialog open title={accountMessages.accountUi.changeTitle} onCancel={onClose} actions={null}>
      {snapshot.matches('done') ? (
        <>
          <AccountStatus text={context.alert?.title ?? null} />
          <div className="account-form__actions">{close}</div>
        </>
      ) : (
        <>
          <AccountStatus text={snapshot.matches('failed') ? (context.alert?.text ?? null) : null} error />
          <PasswordForm
            askOld
            email={user.email}
            minPassword={minPassword}
            errors={context.fieldErrors}
            busy={snapshot.matches('changing')}
            onSubmit={(form) => {
              if (snapshot.matches('failed')) send({ type: 'DISMISS' });
              send({ type: 'SUBMIT', ...form });
            }}
            extra={close}
          />
        </>
      )}
    </ModalDialog>
  );
}
