// Types shared by the account machines: sign-in results, user updates and their contexts.
import type { FieldErrors } from '../../domain/account-forms';
import type { UserSession } from '../../schemas/session';
import type { Alert } from '../shared/effects';

export type { Alert, FieldErrors, UserSession };

/** A call that signs the user in (registration completed, password reset completed). */
export type SignInResult = { user: UserSession; code: string };

/** Context of a form machine: what was submitted (until the call), field errors, the alert shown. */
export type FormContext<Input, Form> = {
  input: Input;
  form: Form | null;
  fieldErrors: FieldErrors;
  alert: Alert | null;
};

/** Context of a machine that signs in at the end. */
export type SignInContext<Input, Form> = FormContext<Input, Form> & {
  user: UserSession | null;
  code: string | null;
  target: string | null;
};
