// Contracts shared by the entity registration machines (entityRegistration, entityMfa).
export type { EntityMfaInput } from '../inputs/entity-mfa';
export type { EntityRegistrationInput } from '../inputs/entity-registration';

/** An entity the server added for the user (SPEC §3 "Entity"; fields beyond code/description optional). */
export type RegisteredEntity = {
  code: string;
  description: string;
  tag1?: string;
  tag2?: string;
  externalId?: string;
  id?: string;
};

/** Replies of the path actors: a resolved outcome, so the app maps the server's answers in one place. */
export type AutoValidateResult =
  { result: 'added'; entity: RegisteredEntity } | { result: 'refused'; message?: string };
export type CheckAnswerResult = { result: 'added'; entity: RegisteredEntity } | { result: 'wrongAnswer' };
export type AuthenticateResult =
  { result: 'added'; entity: RegisteredEntity } | { result: 'wrongCode' } | { result: 'expired' };

/** One MFA possibility the server lists (e.g. { id: 'email', label: 'E-mail a***@acme.com.br' }). */
export type MfaOption = { id: string; label: string };

/** What the MFA machine ends with (its output). */
export type MfaOutcome =
  | { outcome: 'added'; entity: RegisteredEntity }
  | { outcome: 'cancelled' }
  /** The server answered that the user already holds the entity (409 #ENTITY_ALREADY_HELD). */
  | { outcome: 'alreadyHeld' };

/** SPEC §3 "Entity approval request". */
export type ApprovalForm = {
  description: string;
  tag1?: string;
  tag2?: string;
  options?: string[];
  term?: boolean;
};
