/**
 * Where the focus goes back when a dialog closes (WAI-ARIA dialog pattern): the element that opened it, or, when
 * that element is hidden by then (an entry of a menu that closed as it was chosen), the button that controls the
 * hidden list (aria-controls). Taken when the dialog opens, since a menu's list is gone from the tree's order by
 * the time the dialog closes.
 */
export function focusReturnCandidates(opener: Element | null): HTMLElement[] {
  if (!(opener instanceof HTMLElement) || opener === document.body) return [];
  const controllers = [...document.querySelectorAll<HTMLElement>('[aria-controls]')];
  for (let node = opener.parentElement; node; node = node.parentElement) {
    const id = node.id;
    const controller = id ? controllers.find((element) => element.getAttribute('aria-controls') === id) : undefined;
    if (controller) return [opener, controller];
  }
  return [opener];
}

const shown = (element: HTMLElement) =>
  element.isConnected &&
  element.closest('[hidden]') === null &&
  (typeof element.checkVisibility !== 'function' || element.checkVisibility());

/**
 * Gives the focus back to the first candidate still shown, unless the closing action already put it somewhere
 * else on purpose (it is on neither the page's body nor inside the closed dialog). When none is left (the row
 * whose 'Remover' opened it was removed), the page's heading takes it, so Tab goes on from the page, not the top.
 */
export function returnFocus(candidates: readonly HTMLElement[], dialog: HTMLElement | null): void {
  const active = document.activeElement;
  if (active && active !== document.body && !(dialog?.contains(active) ?? false)) return;
  const heading = document.querySelector<HTMLElement>('main h1');
  const target = candidates.find(shown) ?? (heading && shown(heading) ? heading : undefined);
  if (target === heading && heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  target?.focus();
}

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * While a modal dialog is open, the focus never falls out of it: a step that replaces its content, or a button
 * disabled while a request runs, would leave it on the page's body, where a keyboard or screen reader user is
 * lost. It goes to the first field with an error, else the first control the dialog shows. Returns the stop.
 */
export function keepFocusInside(dialog: HTMLDialogElement): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const rescue = () => {
    timer = undefined;
    if (!dialog.isConnected || !dialog.open || document.activeElement !== document.body) return;
    const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => !(element as HTMLButtonElement).disabled && shown(element),
    );
    (controls.find((element) => element.getAttribute('aria-invalid') === 'true') ?? controls[0])?.focus();
  };
  // After the browser's own focus fix-up (it may run only at the next rendering step).
  const observer = new MutationObserver(() => {
    if (timer === undefined) timer = setTimeout(rescue, 0);
  });
  observer.observe(dialog, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'aria-invalid'] });
  return () => {
    observer.disconnect();
    if (timer !== undefined) clearTimeout(timer);
  };
}
