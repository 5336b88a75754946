import type { AdminFileList } from '../../schemas/files';
import { apiRequest } from './http-client';

/** The admin file manager's calls (issue 11) under `/pro-admin/v1/session/app/{id}/files`. */
const base = (companyId: string) => `/pro-admin/v1/session/app/${encodeURIComponent(companyId)}/files`;
const quiet = { connectionErrors: false } as const;

export function listFiles(companyId: string): Promise<AdminFileList> {
  return apiRequest(base(companyId), quiet);
}

export function deleteFile(companyId: string, key: string): Promise<{ key: string }> {
  return apiRequest(`${base(companyId)}/${key.split('/').map(encodeURIComponent).join('/')}`, { ...quiet, method: 'DELETE', body: {} });
}
