// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRoutesOpened } from '../../../../src/guard/use-routes-opened';

afterEach(cleanup);

/** RouteGuard's shape: the routes once opened, the overlay while blocking or opening, under the app's Suspense. */
function Guarded({ blocking, children }: { blocking: boolean; children: ReactNode }) {
  const { opened, opening } = useRoutesOpened(blocking);
  return (
    <Suspense fallback={<p>fallback</p>}>
      {opened ? children : null}
      {blocking || opening ? <p>overlay</p> : null}
    </Suspense>
  );
}

/** A route whose code chunk arrives when the test says so. */
function pendingChunk() {
  let arrive!: () => void;
  const loaded = new Promise<{ default: () => ReactNode }>((resolve) => {
    arrive = () => resolve({ default: () => <p>portal</p> });
  });
  return { Route: lazy(() => loaded), arrive };
}

describe('routes opened by the guard (issue 14)', () => {
  it('mounts them in a transition: the overlay stays until they are in, never the suspense fallback', async () => {
    const { Route, arrive } = pendingChunk();
    const { rerender } = render(
      <Guarded blocking>
        <Route />
      </Guarded>,
    );
    expect(screen.getByText('overlay')).toBeTruthy();

    await act(async () =>
      rerender(
        <Guarded blocking={false}>
          <Route />
        </Guarded>,
      ),
    );
    // A plain update would have committed the opened routes, suspended, and swapped the overlay for the fallback.
    expect(screen.getByText('overlay')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.queryByText('portal')).toBeNull();

    await act(async () => arrive());
    expect(screen.getByText('portal')).toBeTruthy();
    expect(screen.queryByText('overlay')).toBeNull();
  });

  it('keeps them mounted when a later navigation blocks again', async () => {
    const view = (blocking: boolean) => (
      <Guarded blocking={blocking}>
        <p>portal</p>
      </Guarded>
    );
    const { rerender } = render(view(true));
    expect(screen.queryByText('portal')).toBeNull();
    await act(async () => rerender(view(false)));
    expect(screen.getByText('portal')).toBeTruthy();
    expect(screen.queryByText('overlay')).toBeNull();
    await act(async () => rerender(view(true)));
    expect(screen.getByText('portal')).toBeTruthy();
    expect(screen.getByText('overlay')).toBeTruthy();
  });
});
