// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { addPopGate, entryIndex, installHistoryGate, passPop } from '../../../../src/ui/history-gate';

// As in the app: the gate's listener first, then the router's (BrowserRouter mounts after main.tsx installs it).
installHistoryGate();
const routerSaw: string[] = [];
window.addEventListener('popstate', () => routerSaw.push(window.location.pathname));

/** Waits until the session history has settled (jsdom traverses in a task, like a browser). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 30));

beforeEach(async () => {
  window.history.replaceState({ idx: 0 }, '', '/a');
  window.history.pushState({ idx: 1 }, '', '/b');
  window.history.pushState({ idx: 2 }, '', '/c');
  routerSaw.length = 0;
});

describe('history gate (the Back button before the router)', () => {
  it('lets a pop through to the router when no gate holds it', async () => {
    const remove = addPopGate(() => null);
    window.history.back();
    await settled();
    expect(routerSaw).toEqual(['/b']);
    expect(window.location.pathname).toBe('/b');
    remove();
  });

  it('holds a pop: the router never sees it nor the step back, and passPop takes the step after all', async () => {
    const asked: Array<number | null> = [];
    const remove = addPopGate((event) => {
      const to = entryIndex(event.state);
      asked.push(to);
      return to === null ? null : 2 - to;
    });
    window.history.back();
    await settled();
    expect(asked).toEqual([1]);
    expect(routerSaw).toEqual([]);
    expect(window.location.pathname).toBe('/c');
    passPop(-1);
    await settled();
    expect(asked, 'a step taken on purpose is not asked again').toEqual([1]);
    expect(routerSaw).toEqual(['/b']);
    expect(window.location.pathname).toBe('/b');
    remove();
  });

  it('asks one gate per pop: the first that holds; a removed gate is not asked', async () => {
    const calls: string[] = [];
    const removeFirst = addPopGate(() => (calls.push('first'), null));
    const removeSecond = addPopGate(() => (calls.push('second'), 1));
    const removeThird = addPopGate(() => (calls.push('third'), 1));
    window.history.back();
    await settled();
    expect(calls).toEqual(['first', 'second']);
    expect(window.location.pathname).toBe('/c');
    removeSecond();
    removeThird();
    window.history.back();
    await settled();
    expect(calls).toEqual(['first', 'second', 'first']);
    expect(routerSaw).toEqual(['/b']);
    removeFirst();
  });
});
