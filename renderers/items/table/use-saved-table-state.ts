import { useEffect, useState } from 'react';
import { initialTableState, restoreTableState, savedTableState, tableStateKey, type TableState } from '../../../domain/table';

function read(key: string): TableState {
  try {
    return restoreTableState(localStorage.getItem(key), Date.now()) ?? initialTableState;
  } catch {
    return initialTableState;
  }
}

/** SPEC §9: a table's page size, page and search, kept in localStorage for 7200 s per tenant/module/item. */
export function useSavedTableState(tenantId: string, moduleId: string, itemId: string) {
  const key = tableStateKey(tenantId, moduleId, itemId);
  const [state, setState] = useState<TableState>(() => read(key));
  useEffect(() => {
    try {
      localStorage.setItem(key, savedTableState(state, Date.now()));
    } catch {
      // Storage full or blocked: the table still works, it just starts over next time.
    }
  }, [key, state]);
  return [state, setState] as const;
}
