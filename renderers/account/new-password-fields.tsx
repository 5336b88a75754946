import { accountMessages } from '../../domain/messages/accounts';
import { TextField } from './text-field';

type Props = {
  labels: { password: string; confirmation: string };
  minPassword: number;
  password: string;
  confirmation: string;
  errors: { password?: string; confirmation?: string };
  onPassword(value: string): void;
  onConfirmation(value: string): void;
};

/** A new password (with the tenant's minimum as a hint) and its confirmation: registration and password forms. */
export function NewPasswordFields({ labels, minPassword, password, confirmation, errors, onPassword, onConfirmation }: Props) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        hint={accountMessages.accountUi.passwordHint(minPassword)}
        onValue={onPassword}
      />
      <TextField
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        error={errors.confirmation}
        onValue={onConfirmation}
      />
    </>
  );
}
