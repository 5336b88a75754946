import { useCallback, useEffect, useState } from 'react';
import { asApiFailure } from '../../domain/api-failure';
import { shellMessages } from '../../domain/messages/shell';

/** The text shown for a failed call: the server's pt-BR message, else the connection-error text. */
export const failureText = (reason: unknown) => asApiFailure(reason).message ?? shellMessages.connectionError.text;

/** Data loaded by `load` (again on reload()), with the failure text when it fails. */
export function useLoaded<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({ data: null, error: null, loading: true });
  const [round, setRound] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableLoad = useCallback(load, deps);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    stableLoad().then(
      (data) => live && setState({ data, error: null, loading: false }),
      (reason: unknown) => live && setState({ data: null, error: failureText(reason), loading: false }),
    );
    return () => {
      live = false;
    };
  }, [stableLoad, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}

/**
 * Runs one action at a time and keeps its outcome line (success text or failure text). `run` resolves to whether
 * the action succeeded, so a caller clears what the user typed only then: after a failure it stays to be fixed.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const run = useCallback(async (action: () => Promise<unknown>, success: string | null, after?: () => void): Promise<boolean> => {
    setBusy(true);
    setStatus(null);
    try {
      await action();
      setStatus(success ? { text: success, error: false } : null);
      after?.();
      return true;
    } catch (reason) {
      setStatus({ text: failureText(reason), error: true });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, status, run, clear: () => setStatus(null) };
}
