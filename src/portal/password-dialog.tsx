import { accountMessages } from '../../domain/messages/accounts';
import { AccountFormDialog } from '../../renderers/account/account-form-dialog';
import { PasswordForm } from '../../renderers/account/password-form';
import type { CompanyConfig } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';
import { usePasswordChange } from '../accounts/use-password-change';

type Props = { company: CompanyConfig; user: UserSession; onClose(): void };

/** The header's password modal: change mode of the passwordChange statechart (current + new + confirmation). */
export function PasswordDialog({ company, user, onClose }: Props) {
  const { snapshot, send, minPassword } = usePasswordChange(company, { mode: 'change', email: user.email });
  const { context } = snapshot;
  return (
    <AccountFormDialog
      title={accountMessages.accountUi.changeTitle}
      onClose={onClose}
      done={snapshot.matches('done')}
      doneText={context.alert?.title ?? null}
      errorText={snapshot.matches('failed') ? (context.alert?.text ?? null) : null}
      form={(close) => (
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
      )}
    />
  );
}
