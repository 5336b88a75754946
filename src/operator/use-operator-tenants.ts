import { useCallback, useEffect, useState } from 'react';
import { asApiFailure } from '../../domain/api-failure';
import type { OperatorTenant } from '../../domain/operator-tenants';
import { listTenants } from '../api/operator-api';

/** What the list call said: the tenants, a refusal (403 not an operator, 404 not the operator host) or a failure. */
export type TenantsState =
  | { kind: 'loading' }
  | { kind: 'loaded'; tenants: OperatorTenant[] }
  | { kind: 'refused'; reason: 'forbidden' | 'elsewhere' }
  | { kind: 'failed' };

/** Every tenant of the platform, with a reload after a write. */
export function useOperatorTenants() {
  const [state, setState] = useState<TenantsState>({ kind: 'loading' });
  const load = useCallback(async () => {
    try {
      const tenants = await listTenants();
      setState({ kind: 'loaded', tenants: [...tenants].sort((a, b) => a.id.localeCompare(b.id)) });
    } catch (error) {
      const { status } = asApiFailure(error);
      if (status === 403) setState({ kind: 'refused', reason: 'forbidden' });
      else if (status === 404) setState({ kind: 'refused', reason: 'elsewhere' });
      else setState({ kind: 'failed' });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return { state, reload: load };
}
