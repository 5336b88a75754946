import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LeaveDialog } from '../../renderers/admin/leave-dialog';
import { addPopGate, entryIndex, passPop } from '../ui/history-gate';

/** The admin section a path belongs to ('/admin/modules/financeiro' -> '/admin/modules'): one draft spans it. */
const sectionOf = (pathname: string) => pathname.split('/').slice(0, 3).join('/');

/** A plain left click on a link of this page (not a new tab, not a download, not a modified click). */
function followedLink(event: MouseEvent): URL | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (
    !(link instanceof HTMLAnchorElement) ||
    (link.target && link.target !== '_self') ||
    link.hasAttribute('download')
  )
    return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

type Pending = { to: string } | { go: number };

type Props = {
  changed: boolean;
  /** The one path whose links keep the edits (an item's form); by default, any path of the current section. */
  keep?: string;
  /** What the question says is lost; by default, the section's unsaved changes. */
  text?: string;
};

/**
 * While a section has unsaved changes, nothing leaves it unasked: closing or reloading the tab gets the browser's
 * own question (beforeunload), and a link to another section or to the portal opens 'Sair sem salvar?'. Links
 * inside the section (the modules list, a module, an item) keep the draft and pass. With `keep`, only links to
 * that path pass (an item's form whose edits are not applied yet). The browser's Back and Forward buttons are asked
 * the same way within the app (ui/history-gate); out of it, the browser asks (beforeunload).
 */
export function LeaveGuard({ changed, keep, text }: Props) {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending | null>(null);
  const section = sectionOf(pathname);
  const here = useRef<number | null>(null);
  useEffect(() => {
    here.current = entryIndex(window.history.state);
  }, [key]);
  useEffect(() => {
    if (!changed) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    const keeps = (to: string) => (keep ? to === keep : sectionOf(to) === section);
    const onClick = (event: MouseEvent) => {
      const url = followedLink(event);
      if (!url || keeps(url.pathname)) return;
      event.preventDefault();
      // One question per click, even with a second guard on the page (an item's form inside its section).
      event.stopImmediatePropagation();
      setPending({ to: `${url.pathname}${url.search}${url.hash}` });
    };
    const removeGate = addPopGate((event) => {
      const from = here.current;
      const to = entryIndex(event.state);
      if (keeps(window.location.pathname) || from === null || to === null || to === from) return null;
      setPending({ go: to - from });
      return from - to;
    });
    window.addEventListener('beforeunload', onUnload);
    // Capture on the document: before the router's link handler, which React runs from the root below it.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, true);
      removeGate();
    };
  }, [changed, keep, section]);
  return (
    <LeaveDialog
      open={pending !== null}
      text={text}
      onStay={() => setPending(null)}
      onLeave={() => {
        const leave = pending!;
        setPending(null);
        if ('to' in leave) navigate(leave.to);
        else passPop(leave.go);
      }}
    />
  );
}
