import { useCallback, useEffect, useState } from 'react';

/**
 * A screen's data for the tenant, loaded on mount and again on `reload` (after a write, or from the shared
 * LoadFailed retry). `fetch` must be stable (a module-level API function), so the load runs once per tenant.
 */
export function useAdminLoad<T>(fetch: (companyId: string) => Promise<T>, companyId: string) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      setData(await fetch(companyId));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [fetch, companyId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, failed, reload };
}
