// Failure handling shared by the account form machines.
import { shellMessages } from '../../domain/messages/shell';
import type { FieldErrors } from '../../domain/account-forms';
import { failureOf, hasErrorCode, type Alert } from '../shared/effects';

/** Server 400s that concern one field of the form (the server re-checks what the form checked). */
export const FIELD_ERROR_CODES = ['#INVALID_PASSWORD', '#VALIDATION', '#REQUIRED_FIELD', '#INVALID_PHONE'];
export const isFieldFailure = ({ event }: { event: unknown }) => hasErrorCode(event, ...FIELD_ERROR_CODES);

/** A field failure on its field: the phone for #INVALID_PHONE, else the (new) password. */
export function fieldErrorOf(event: unknown): FieldErrors {
  const failure = failureOf(event);
  const field = failure.error === '#INVALID_PHONE' ? 'phone' : 'password';
  return { [field]: failure.message ?? shellMessages.validation.required };
}

export const successAlert = (title: string): Alert => ({ title, text: '' });
