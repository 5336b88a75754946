/**
 * Work that moves the layout, held while a mouse button is down.
 *
 * A field that shows its error when it is left moves everything under it down by a line. The field is left on
 * the mouse press that lands on 'Salvar' below it; if the error shows then, the button is no longer under the
 * pointer when the button comes up, and the browser sends no click: the form is not sent and nothing says why.
 * `afterPress` runs such work once the press ends, after the click it makes has been handled (the submit then
 * shows every error anyway). With no press under way (Tab, a touch tap, a script) it runs at once.
 */
let pressing = false;
let held: (() => void)[] = [];
let tracking = 0;

function release(): void {
  pressing = false;
  if (held.length === 0) return;
  const run = held;
  held = [];
  // The click comes after pointerup, in the same task: a timer runs after it.
  setTimeout(() => run.forEach((fn) => fn()));
}

function press(event: PointerEvent): void {
  if (event.pointerType === 'mouse' || event.pointerType === 'pen') pressing = true;
}

/** Starts following the pointer (once per page, however many forms ask); the returned function stops it. */
export function trackPresses(doc: Document = document): () => void {
  if (tracking++ === 0) {
    doc.addEventListener('pointerdown', press, true);
    doc.addEventListener('pointerup', release, true);
    doc.addEventListener('pointercancel', release, true);
    doc.defaultView?.addEventListener('blur', release);
  }
  return () => {
    if (--tracking > 0) return;
    doc.removeEventListener('pointerdown', press, true);
    doc.removeEventListener('pointerup', release, true);
    doc.removeEventListener('pointercancel', release, true);
    doc.defaultView?.removeEventListener('blur', release);
    release();
  };
}

/** Runs `fn` now, or after the mouse press under way ends (see above). */
export function afterPress(fn: () => void): void {
  if (pressing) held.push(fn);
  else fn();
}
