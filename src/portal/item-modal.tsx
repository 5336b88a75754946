import { useState } from 'react';
import { itemModalCookie, shouldShowModal, watchedCookieValue } from '../../domain/modal-cookies';
import { LazyHtmlModal } from './lazy-html-modal';
import type { ModuleItem } from '../../schemas/items';
import { getCookie, setCookie } from '../session/cookies';

/**
 * SPEC §2/§9 per-item modal (item.modal.items[].html), shown when the item opens; suppressed at 768 px or
 * less; remembered by cookie modal-module-{moduleId}-item-{itemId}-watched when the tenant sets
 * setCookieWatched, so it shows again only when its content changes. Mount it keyed by the open item.
 */
export function ItemModal({ moduleId, item }: { moduleId: string; item: ModuleItem }) {
  const modal = item.modal;
  const content = modal?.items.map((part) => part.html) ?? [];
  const cookieName = itemModalCookie(moduleId, item.id);
  const [open, setOpen] = useState(() =>
    shouldShowModal({
      content,
      setCookieWatched: modal?.setCookieWatched,
      cookie: getCookie(cookieName),
      width: window.innerWidth,
    }),
  );
  if (!open || !modal) return null;
  return (
    <LazyHtmlModal
      open
      title={item.title}
      html={content}
      className="item-modal"
      onClose={() => {
        const value = watchedCookieValue({ content, setCookieWatched: modal.setCookieWatched });
        if (value) setCookie(cookieName, value, { forever: true });
        setOpen(false);
      }}
    />
  );
}
