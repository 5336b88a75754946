import { useEffect, useState } from 'react';
import type { CompanyConfig } from '../../schemas/company';
import type { ReplayFixture } from '../../schemas/replay-fixture';
import { apiRequest } from '../api/http-client';

/** A stored fixture: fixtures/statecharts/<folder>/<name>.json. */
export type QaFixtureFile = { folder: string; name: string; fixture: ReplayFixture };
export type QaData = { fixtures: QaFixtureFile[]; companies: Record<string, CompanyConfig> };
export type QaLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: QaData };

/** GET /qa/v1/app/{id}/fixtures: 404 outside development for anyone not in the tenant's QA group. */
export function useQaData(companyId: string): QaLoad {
  const [load, setLoad] = useState<QaLoad>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    apiRequest<QaData>(`/qa/v1/app/${encodeURIComponent(companyId)}/fixtures`, { connectionErrors: false, sessionErrors: false }).then(
      (data) => live && setLoad({ status: 'ready', data }),
      () => live && setLoad({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [companyId]);
  return load;
}

/** A fixture in a URL (`/qa/run?fixture=`): base64url of its UTF-8 JSON. */
export function encodeFixture(json: string): string {
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeFixture(text: string): ReplayFixture | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const value = JSON.parse(json) as unknown;
    if (!value || typeof value !== 'object' || !Array.isArray((value as ReplayFixture).steps)) return null;
    return value as ReplayFixture;
  } catch {
    return null;
  }
}
