import { apiRequest } from './http-client';

/** Config sections a delegated admin edits (issue 10): each save a config version. */
export type SectionName = 'modules' | 'messages' | 'profiles' | 'invoice';
export type SectionVersion<T> = { version: number; value: T };

const url = (companyId: string, section: SectionName) =>
  `/pro-admin/v1/session/app/${encodeURIComponent(companyId)}/config/sections/${section}`;
const quiet = { connectionErrors: false } as const;

export function fetchSection<T>(companyId: string, section: SectionName): Promise<SectionVersion<T>> {
  return apiRequest(url(companyId, section), quiet);
}

export function saveSection<T>(companyId: string, section: SectionName, version: number, value: T, comment: string): Promise<SectionVersion<T>> {
  return apiRequest(url(companyId, section), { ...quiet, method: 'PUT', headers: { 'if-match': `"${version}"` }, body: { value, comment } });
}
