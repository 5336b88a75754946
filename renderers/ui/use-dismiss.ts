import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Light dismiss for a disclosure (menu, dropdown, popover) while `open`: `onDismiss` runs on a pointer down
 * outside `container` and when focus moves from inside it to an element outside it (Tab away). Focus that goes
 * nowhere (another window, a focused button removed from the page) leaves it open. Escape stays with the caller,
 * which knows where focus returns.
 */
export function useDismiss(container: RefObject<HTMLElement | null>, open: boolean, onDismiss: () => void): void {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    const root = container.current;
    if (!open || !root) return undefined;
    const outside = (target: EventTarget | null) => target instanceof Node && !root.contains(target);
    const pointerDown = (event: PointerEvent) => {
      if (outside(event.target)) dismiss();
    };
    const focusOut = (event: FocusEvent) => {
      if (outside(event.relatedTarget)) dismiss();
    };
    const doc = root.ownerDocument;
    // Capture: a press on a control that stops propagation still counts as outside.
    doc.addEventListener('pointerdown', pointerDown, true);
    root.addEventListener('focusout', focusOut);
    return () => {
      doc.removeEventListener('pointerdown', pointerDown, true);
      root.removeEventListener('focusout', focusOut);
    };
  }, [container, open]);
}
