import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from '../hooks/use-media-query';

/** SPEC §9 tablet-l: the hamburger and its menu exist below 1024 px; wider, the menu is closed. */
export const MOBILE_MENU_QUERY = '(max-width: 1023.98px)';

/** The mobile menu's open state: closed when the viewport grows past 1024 px, or on Escape. */
export function useMobileMenu() {
  const narrow = useMediaQuery(MOBILE_MENU_QUERY);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!narrow) setOpen(false);
  }, [narrow]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open: open && narrow, toggle, close };
}
