import type { UserExists, UserSession } from '../../schemas/session';
import type { LoginInput } from '../inputs/login';

/** What the app passes in from the company config and the URL (contract: login statechart input). */
export type { LoginInput };

export type LoginAlert = { title: string; text: string };
export type LoginErrorCode = 'loginFail' | 'checkEmailFail' | 'resetPasswordFail' | 'createNewUserFail';

/** Context the UI reads: email, firstName, isLdap, fieldError, suggestion, alert, errorCode, target, user, code. */
export type LoginContext = {
  input: LoginInput;
  email: string;
  /** Held only between SUBMIT_PASSWORD/SUBMIT_CREDENTIALS and the login call; '' means "clear the field". */
  password: string;
  firstName: string;
  isLdap: boolean;
  /** True once the user is known (password step), so DISMISS returns there instead of to identify. */
  knownUser: boolean;
  fieldError: string | null;
  suggestion: string | null;
  alert: LoginAlert | null;
  errorCode: LoginErrorCode | null;
  /** The server's own pt-BR reason when it answered a failure outside SPEC §8's cases (a 429 'Muitas tentativas'). */
  errorReason: string | null;
  target: string | null;
  url: string | null;
  user: UserSession | null;
  code: string | null;
};

export type LoginEvent =
  | { type: 'SUBMIT_EMAIL'; email: string }
  | { type: 'SUBMIT_CREDENTIALS'; username: string; password: string }
  | { type: 'SUBMIT_PASSWORD'; password: string }
  | { type: 'BACK' }
  /** `email` is optional: from the identify step the typed address is sent along. */
  | { type: 'FORGOT_PASSWORD'; email?: string }
  | { type: 'ADFS' }
  | { type: 'CONFIRM_EMAIL'; email: string }
  | { type: 'CANCEL' }
  | { type: 'DISMISS' };

export type CompanyRef = { companyId: string };
export type CheckUserInput = CompanyRef & { email: string };
export type LoginCallInput = CompanyRef & { email: string; password: string };
export type CheckConnectionInput = CompanyRef & { sql?: string; connector?: string; code: string };
export type LogoutInput = CompanyRef & { code: string };
export type LoginCallResult = { user: UserSession; code: string };
export type { UserExists, UserSession };
