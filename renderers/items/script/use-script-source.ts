import { useEffect, useState } from 'react';
import { useItemServices } from '../item-services';
import { useLatest } from './use-latest';

export type ScriptSource = { status: 'loading' } | { status: 'ready'; source: string } | { status: 'failed' };

/** Downloads a tenant script by name; the portal is marked "script loading" until it arrives or fails. */
export function useScriptSource(name: string): ScriptSource {
  const services = useLatest(useItemServices());
  const [state, setState] = useState<{ name: string; source: ScriptSource }>({ name, source: { status: 'loading' } });
  useEffect(() => {
    let active = true;
    const mark = (loading: boolean) => services.current.setScriptLoading?.(loading);
    mark(true);
    services.current
      .loadScript(name)
      .then(
        (source) => (typeof source === 'string' ? { status: 'ready' as const, source } : { status: 'failed' as const }),
        () => ({ status: 'failed' as const }),
      )
      .then((source) => {
        if (!active) return;
        mark(false);
        setState({ name, source });
      });
    return () => {
      if (active) mark(false);
      active = false;
    };
  }, [services, name]);
  return state.name === name ? state.source : { status: 'loading' };
}
