/**
 * The browser's Back and Forward buttons, held before the router moves (LeaveGuard's unsaved changes). The router
 * moves on popstate from a listener on window, and the listeners of one target run in the order they were added
 * (in Chromium a capture listener too): a guard that mounts later could never stop it. So the one listener is
 * added at start-up, before the router mounts, and guards add gates to it.
 */

/** A gate's say on a pop: null lets it through; a number holds it, and is the step back to where the person was. */
export type PopGate = (event: PopStateEvent) => number | null;

const gates: PopGate[] = [];
/** The next pop is our own: the step back after a hold ('undo', never seen by the router) or a let-through ('pass'). */
let expected: 'undo' | 'pass' | null = null;

function onPop(event: PopStateEvent): void {
  if (expected) {
    if (expected === 'undo') event.stopImmediatePropagation();
    expected = null;
    return;
  }
  // The first gate that holds asks its question; the others are not asked (one question per Back).
  for (const gate of gates) {
    const back = gate(event);
    if (back === null) continue;
    event.stopImmediatePropagation();
    expected = 'undo';
    window.history.go(back);
    return;
  }
}

/** Called once, before the router mounts (main.tsx). */
export function installHistoryGate(): void {
  window.addEventListener('popstate', onPop);
}

/** Adds a gate while a page has something to lose; returns its removal. */
export function addPopGate(gate: PopGate): () => void {
  gates.push(gate);
  return () => {
    const at = gates.indexOf(gate);
    if (at >= 0) gates.splice(at, 1);
  };
}

/** Takes a held step after all ('Sair sem salvar'): the router sees this pop. */
export function passPop(step: number): void {
  expected = 'pass';
  window.history.go(step);
}

/** Where a pop lands, as the router's history counts entries (its `idx` in history.state); null if unknown. */
export function entryIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}
