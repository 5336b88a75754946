import type { ReactNode } from 'react';
import { accountMessages } from '../../domain/messages/accounts';
import { ModalDialog } from '../dialogs/modal-dialog';
import { AccountStatus } from './account-card';

type Props = {
  title: string;
  onClose(): void;
  /** The flow ended well: its text and a 'Fechar' replace the form. */
  done: boolean;
  doneText: string | null;
  /** A failed submit's text above the form (null: none). */
  errorText: string | null;
  /** The form, given the 'Fechar' button to place beside its own. */
  form(close: ReactNode): ReactNode;
};

/** The account modals of the header (profile, password): a form, its failure above it, or the done message. */
export function AccountFormDialog({ title, onClose, done, doneText, errorText, form }: Props) {
  const close = (
    <button type="button" className="button button--ghost" onClick={onClose}>
      {accountMessages.accountUi.close}
    </button>
  );
  return (
    <ModalDialog open title={title} onCancel={onClose} actions={null}>
      {done ? (
        <>
          <AccountStatus text={doneText} />
          <div className="account-form__actions">{close}</div>
        </>
      ) : (
        <>
          <AccountStatus text={errorText} error />
          {form(close)}
        </>
      )}
    </ModalDialog>
  );
}
