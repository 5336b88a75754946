import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The shown step lives in the URL (?step=N, 0 = after start), so a step can be sent as a link. */
export function useStepControls(last: number, fallback = 0) {
  const [params, setParams] = useSearchParams();
  const asked = Number.parseInt(params.get('step') ?? String(fallback), 10);
  const step = Number.isFinite(asked) ? Math.min(Math.max(asked, 0), last) : 0;
  const [playing, setPlaying] = useState(false);
  const go = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set('step', String(Math.min(Math.max(next, 0), last)));
          return copy;
        },
        { replace: true },
      ),
    [setParams, last],
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      if (event.key === 'ArrowLeft') go(step - 1);
      else if (event.key === 'ArrowRight') go(step + 1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, step]);
  // Play: one step a second until the last one.
  useEffect(() => {
    if (!playing) return;
    if (step >= last) {
      setPlaying(false);
      return;
    }
    const timer = window.setTimeout(() => go(step + 1), 1000);
    return () => window.clearTimeout(timer);
  }, [playing, step, last, go]);
  const hrefOf = (n: number) => {
    const copy = new URLSearchParams(params);
    copy.set('step', String(n));
    return `${window.location.pathname}?${copy.toString()}`;
  };
  return { step, go, playing, setPlaying, hrefOf };
}
