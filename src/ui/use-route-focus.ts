import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_ID } from '../../renderers/ui/skip-link';

/** How long a navigation waits for its screen (a lazy chunk, the first data) before it stops looking. */
const WAIT_MS = 3000;

/**
 * After a navigation inside the portal or a work area, when the focus was lost with the screen it was on (a card or
 * a drawer entry that is gone, an item's 'Fechar'), it goes to the new screen's heading, else its <main>, so Tab
 * and a screen reader go on from there instead of from the top of the page. The first screen is left to the
 * browser; a focus still somewhere (a tab, a field) stays where it is.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusLostScreen();
  }, [pathname]);
  useEffect(keepFocusOnScreen, []);
}

const lost = () => document.activeElement === null || document.activeElement === document.body;

/** Puts the focus on the screen's heading (focusable from script only); false while the screen has none. */
function focusHeading(): boolean {
  const heading = document.getElementById(MAIN_ID)?.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * Within a screen too: when what had the focus is removed (a row gone with its own 'Remover' once the list
 * reloads), the focus goes to the screen's heading instead of the page's body. An open dialog keeps its own
 * (renderers/dialogs/dialog-focus.ts); a press on the page's background, which also leaves the body focused,
 * removes nothing and is left alone.
 */
function keepFocusOnScreen(): () => void {
  let last: Element | null = null;
  const remember = (event: FocusEvent) => {
    last = event.target instanceof Element ? event.target : null;
  };
  const observer = new MutationObserver(() => {
    if (last && !last.isConnected && lost() && !document.querySelector('dialog[open]')) focusHeading();
  });
  document.addEventListener('focusin', remember);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    document.removeEventListener('focusin', remember);
    observer.disconnect();
  };
}

function focusLostScreen(): () => void {
  const place = (): boolean => !lost() || focusHeading();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    if (place()) stop();
  });
  const stop = () => {
    observer.disconnect();
    if (timer !== undefined) clearTimeout(timer);
  };
  // After the browser's own focus fix-up for what was removed, then as the screen arrives.
  timer = setTimeout(() => {
    if (place()) return;
    observer.observe(document.body, { childList: true, subtree: true });
    timer = setTimeout(() => {
      stop();
      if (lost()) document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    }, WAIT_MS);
  }, 0);
  return stop;
}
