import type { DynamicFormView } from '../../schemas/dynamic-form';
import { apiRequest } from './http-client';

/** The public form-link calls (issue 11): no session, and a 4xx is an answer the page shows. */
const enc = encodeURIComponent;
const open = { code: null, sessionErrors: false } as const;

export function loadDynamicForm(companyId: string, hash: string): Promise<DynamicFormView> {
  return apiRequest(`/auth/v1/general/app/${enc(companyId)}/dynamicForm/${enc(hash)}`, open);
}

export function submitDynamicForm(companyId: string, hash: string, answer: object): Promise<{ id: string }> {
  return apiRequest(`/auth/v1/general/app/${enc(companyId)}/dynamicForm/${enc(hash)}`, { ...open, method: 'POST', body: { answer } });
}
