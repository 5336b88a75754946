import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LeaveDialog } from '../../renderers/dialogs/leave-dialog';
import { addPopGate, entryIndex, passPop } from './history-gate';

/** The section a path belongs to ('/admin/modules/financeiro' -> '/admin/modules'): one admin draft spans it. */
const sectionOf = (pathname: string) => pathname.split('/').slice(0, 3).join('/');

/** A plain left click on a link of this page (not a new tab, not a download, not a modified click). */
function followedLink(event: MouseEvent): { link: HTMLAnchorElement; url: URL } | null {
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
  return url.origin === window.location.origin ? { link, url } : null;
}

/** True while the click a person confirmed ('Sair sem salvar') runs again: every guard on the page lets it pass. */
let passing = false;

/**
 * Follows a confirmed link the way the page itself would: clicked again, so its own handler runs (a portal item
 * link also closes the phone menu and scrolls up); a link gone meanwhile is followed by the router.
 */
function follow(link: HTMLAnchorElement, to: string, navigate: (to: string) => void) {
  if (!link.isConnected) return navigate(to);
  passing = true;
  try {
    link.click();
  } finally {
    passing = false;
  }
}

/**
 * The `ask` of each guard whose screen holds unsaved changes now. A leaving no guard can see, as neither link nor
 * history (signing out from the header), goes through them: `askBeforeLeaving`.
 */
const holding = new Set<(leave: () => void) => void>();

/**
 * Runs `leave` at once when no screen holds unsaved changes, else after that screen's 'Sair sem salvar'. True when
 * it asks (the caller closes what the question would open over: the phone menu).
 */
export function askBeforeLeaving(leave: () => void): boolean {
  const [ask] = holding;
  if (ask) ask(leave);
  else leave();
  return ask !== undefined;
}

type Pending = { link: HTMLAnchorElement; to: string } | { go: number } | { run(): void };

type Props = {
  changed: boolean;
  /** The one path whose links keep the edits (an item's form); by default, any path of the current section. */
  keep?: string;
  /** What the question says is lost (the caller's catalogue). */
  text: string;
};

export type LeaveGuardHandle = {
  /** The question, to render (closed until something would leave the edits behind). */
  dialog: ReactNode;
  /** A leaving that is not a link (a 'Fechar' button): runs at once without changes, else after 'Sair sem salvar'. */
  ask(leave: () => void): void;
};

/**
 * While a screen has unsaved changes, nothing leaves it unasked: closing or reloading the tab gets the browser's
 * own question (beforeunload), and a link to another section opens 'Sair sem salvar?'. Links inside the section
 * (in the admin: the modules list, a module, an item) keep the draft and pass. With `keep`, only links to that path
 * pass (an item's form whose edits are not applied yet, a portal form item). The browser's Back and Forward buttons
 * are asked the same way within the app (ui/history-gate); out of it, the browser asks (beforeunload). A leaving
 * that is no link (a button) goes through `ask`.
 */
export function useLeaveGuard({ changed, keep, text }: Props): LeaveGuardHandle {
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
      const followed = passing ? null : followedLink(event);
      if (!followed || keeps(followed.url.pathname)) return;
      const { link, url } = followed;
      event.preventDefault();
      // One question per click, even with a second guard on the page (an item's form inside its section).
      event.stopImmediatePropagation();
      setPending({ link, to: `${url.pathname}${url.search}${url.hash}` });
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
  // One `ask` for the screen's life: services built on it (an item's closeItem) stay the same as edits come and go.
  const unsaved = useRef(changed);
  useEffect(() => {
    unsaved.current = changed;
  }, [changed]);
  // A confirmed link clicked again may lead to `ask` (the portal's 'Início' closes the item): it is not asked twice.
  const ask = useCallback((leave: () => void) => (unsaved.current && !passing ? setPending({ run: leave }) : leave()), []);
  useEffect(() => {
    if (!changed) return;
    holding.add(ask);
    return () => void holding.delete(ask);
  }, [changed, ask]);
  const dialog = (
    <LeaveDialog
      open={pending !== null}
      text={text}
      onStay={() => setPending(null)}
      onLeave={() => {
        const leave = pending!;
        setPending(null);
        if ('link' in leave) follow(leave.link, leave.to, navigate);
        else if ('go' in leave) passPop(leave.go);
        else leave.run();
      }}
    />
  );
  return { dialog, ask };
}

/** useLeaveGuard for a screen whose only ways out are links and the browser (an admin section, a form link's page). */
export function LeaveGuard(props: Props) {
  return useLeaveGuard(props).dialog;
}
