import { useState } from 'react';
import { asApiFailure } from '../../domain/api-failure';
import { operatorScreenMessages } from '../../domain/messages/operator';
import {
  fieldOfConfigPath,
  fieldOfErrorCode,
  newTenantRequest,
  validateNewTenant,
  type NewTenantField,
  type NewTenantForm,
  type OperatorTenant,
} from '../../domain/operator-tenants';
import { createTenant, problemsOf } from '../api/operator-api';

const empty: NewTenantForm = { id: '', appName: '', domains: '', adminEmail: '', adminNick: '' };
type Errors = Partial<Record<NewTenantField, string>>;

/** The 'Nova empresa' form: its values, pt-BR errors (ours first, then the server's at their fields) and submit. */
export function useNewTenant(onCreated: (tenant: OperatorTenant, adminEmail: string) => void) {
  const [form, setForm] = useState<NewTenantForm>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setField = (field: NewTenantField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async () => {
    const problems = validateNewTenant(form);
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid();
      return;
    }
    const request = newTenantRequest(form);
    setBusy(true);
    try {
      const tenant = await createTenant(request);
      setForm(empty);
      onCreated(tenant, request.adminEmail);
    } catch (error) {
      const refused = serverErrors(error);
      setErrors(refused.fields);
      setFailure(refused.other);
      focusFirstInvalid();
    } finally {
      setBusy(false);
    }
  };

  return { form, errors, failure, busy, setField, submit };
}

/** The server's refusal at the form's fields; what belongs to no field stays as one message. */
function serverErrors(error: unknown): { fields: Errors; other: string | null } {
  const failure = asApiFailure(error);
  const fields: Errors = {};
  const loose: string[] = [];
  for (const problem of problemsOf(error)) {
    if (problem.severity === 'warning') continue;
    const field = fieldOfConfigPath(problem.path);
    if (field && !fields[field]) fields[field] = problem.message;
    else if (!field) loose.push(problem.message);
  }
  const byCode = fieldOfErrorCode(failure.error);
  if (byCode && failure.message) fields[byCode] = failure.message;
  const answered = Object.keys(fields).length > 0;
  if (loose.length > 0) return { fields, other: loose.join(' ') };
  if (answered) return { fields, other: null };
  return { fields, other: failure.status >= 400 && failure.status < 500 && failure.message ? failure.message : operatorScreenMessages.create.failed };
}

// After the render that shows the errors: the first invalid control takes the focus.
function focusFirstInvalid() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('.new-tenant [aria-invalid="true"]')?.focus());
}
