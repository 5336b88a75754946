import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** Inside the portal only: anything else (another origin, '//host') goes to '/'. */
export const inApp = (to: string) => (to.startsWith('/') && !to.startsWith('//') ? to : '/');

/**
 * A navigate function that never changes identity, for statechart actions provided once per machine:
 * it always replaces the entry, as every way in does (the link pages must not come back on 'Back').
 */
export function useStableNavigate(): (to: string, state?: unknown) => void {
  const navigate = useNavigate();
  const ref = useRef(navigate);
  ref.current = navigate;
  const stable = useRef((to: string, state?: unknown) => ref.current(inApp(to), { replace: true, state }));
  return stable.current;
}
