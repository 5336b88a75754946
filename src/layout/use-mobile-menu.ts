import { useCallback, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../hooks/use-media-query';

/** SPEC §9 tablet-l: the hamburger and its menu exist below 1024 px; wider, the menu is closed. */
export const MOBILE_MENU_QUERY = '(max-width: 1023.98px)';

/**
 * The phone header (issue 14): at 600 px or less the header keeps one row (hamburger, app name, bell) and the
 * user's actions ('Minha conta' entries, entities, 'Sair') move into the mobile menu.
 */
export const COMPACT_HEADER_QUERY = '(max-width: 600px)';

/**
 * The mobile menu's open state: closed when the viewport grows past 1024 px, or on Escape, which gives focus
 * back to the hamburger (`buttonRef`).
 */
export function useMobileMenu() {
  const narrow = useMediaQuery(MOBILE_MENU_QUERY);
  const compact = useMediaQuery(COMPACT_HEADER_QUERY);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!narrow) setOpen(false);
  }, [narrow]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  /**
   * Closes the menu for a dialog one of its entries opens: the entry goes away with the menu, so the focus goes to
   * the menu's button, where the dialog returns it when it closes.
   */
  const closeForDialog = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  return { open: open && narrow, compact, toggle, close, closeForDialog, buttonRef };
}
