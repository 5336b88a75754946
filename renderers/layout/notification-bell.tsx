import { useEffect, useId, useRef, useState } from 'react';
import { notificationMessages as t } from '../../domain/messages/notifications';
import type { NotificationListStatus, PortalNotification } from '../../domain/notification-list';
import { unreadCount } from '../../domain/page-title';
import { TenantHtml } from '../ui/tenant-html';
import { useDismiss } from '../ui/use-dismiss';
import { useMinuteTick } from '../ui/use-minute-tick';
import { NotificationTime } from './notification-time';
import './notification-bell.css';

type Props = {
  notifications: readonly PortalNotification[];
  /** Until the list first loads an empty list is not 'none': it is on its way, or its fetch failed. */
  listStatus?: NotificationListStatus;
  /** False while the socket reconnects (a quiet notice in the list). */
  connected: boolean;
  onMarkRead(identifier: string): Promise<void>;
  /** Shown only while the browser's permission is 'default' (asking needs this click: SPEC §9). */
  onEnableDesktop?: () => void;
  /** A line about desktop alerts (enabled / blocked) after the user chose. */
  desktopStatus?: string;
};

/**
 * Where focus goes once a notification's 'Marcar como lida' button is gone: the next such button in the list,
 * else the one before it, else the panel's heading.
 */
function afterMarked(panel: HTMLElement, identifier: string): HTMLElement | null {
  const items = [...panel.querySelectorAll<HTMLElement>('.notification-bell__item')];
  const at = items.findIndex((item) => item.dataset.identifier === identifier);
  const order = at < 0 ? items : [...items.slice(at + 1), ...items.slice(0, at).reverse()];
  for (const item of order) {
    const mark = item.querySelector<HTMLElement>('.notification-bell__mark');
    if (mark) return mark;
  }
  return panel.querySelector<HTMLElement>('.notification-bell__title');
}

/**
 * The header's notification bell (issue 11): unread count, a disclosure list, mark as read. Escape closes it
 * (focus back on the bell); a press outside or Tab out of it closes it too.
 */
export function NotificationBell({
  notifications,
  listStatus = 'loaded',
  connected,
  onMarkRead,
  onEnableDesktop,
  desktopStatus,
}: Props) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [markingAll, setMarkingAll] = useState(false);
  const [allFailed, setAllFailed] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLDivElement>(null);
  // The notification whose 'Marcar como lida' was pressed, until the list shows it read.
  const marking = useRef<string | null>(null);
  const unread = unreadCount(notifications);
  // One minute tick for the whole list, running only while it is open.
  const now = useMinuteTick(open);
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  useDismiss(bell, open, () => setOpen(false));
  useEffect(() => {
    const identifier = marking.current;
    if (!identifier || notifications.some((n) => n.identifier === identifier && !n.read)) return;
    marking.current = null;
    // The pressed button left with the notification's unread state, taking focus with it; focus that went
    // elsewhere meanwhile (the reply can take a while, the panel may have closed) stays there.
    const focused = document.activeElement;
    if (!panel.current || panel.current.hidden || (focused && focused !== document.body)) return;
    afterMarked(panel.current, identifier)?.focus();
  }, [notifications]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const markRead = (identifier: string) => {
    setFailed(null);
    marking.current = identifier;
    onMarkRead(identifier).catch(() => {
      marking.current = null;
      setFailed(identifier);
    });
  };
  // One at a time, as a person pressing each would: the socket's read frames stay in order, and a failure stops there.
  const markAllRead = async () => {
    setFailed(null);
    setAllFailed(false);
    setMarkingAll(true);
    try {
      for (const n of notifications) if (!n.read) await onMarkRead(n.identifier);
    } catch {
      setAllFailed(true);
    } finally {
      setMarkingAll(false);
    }
  };
  // The pressed 'Marcar todas como lidas' leaves with the unread ones, taking the focus: it goes to the heading.
  const showMarkAll = unread > 1;
  const hadMarkAll = useRef(showMarkAll);
  useEffect(() => {
    const lost = hadMarkAll.current && !showMarkAll && document.activeElement === document.body;
    hadMarkAll.current = showMarkAll;
    if (lost && panel.current && !panel.current.hidden) panel.current.querySelector<HTMLElement>('.notification-bell__title')?.focus();
  }, [showMarkAll]);
  return (
    <div
      ref={bell}
      className="notification-bell"
      data-connected={connected}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className="notification-bell__button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t.bell(unread)}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-7 7v4.6L3 17v1h18v-1l-2-3.4V9a7 7 0 0 0-7-7zm-3 18a3 3 0 0 0 6 0z"
          />
        </svg>
        {unread > 0 ? (
          <span className="notification-bell__count" data-testid="notification-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      <div
        ref={panel}
        id={id}
        className="notification-bell__panel"
        role="region"
        aria-label={t.title}
        tabIndex={-1}
        hidden={!open}
      >
        <div className="notification-bell__head">
          <h2 className="notification-bell__title" tabIndex={-1}>
            {t.title}
          </h2>
          <button type="button" className="notification-bell__close" aria-label={t.close} onClick={close}>
            ×
          </button>
        </div>
        {connected ? null : <p className="notification-bell__notice">{t.offline}</p>}
        {showMarkAll ? (
          <button
            type="button"
            className="notification-bell__mark notification-bell__mark-all"
            disabled={markingAll}
            aria-busy={markingAll}
            onClick={() => void markAllRead()}
          >
            {t.markAllRead}
          </button>
        ) : null}
        {allFailed ? (
          <p className="notification-bell__error" role="alert">
            {t.markAllReadFailed}
          </p>
        ) : null}
        {onEnableDesktop ? (
          <button
            type="button"
            className="button button--light notification-bell__desktop"
            onClick={onEnableDesktop}
          >
            {t.enableDesktop}
          </button>
        ) : null}
        {desktopStatus ? (
          <p className="notification-bell__notice" role="status">
            {desktopStatus}
          </p>
        ) : null}
        {notifications.length === 0 ? (
          listStatus === 'failed' ? (
            <p className="notification-bell__error">{t.loadFailed}</p>
          ) : (
            <p className="notification-bell__empty">{listStatus === 'loading' ? t.loading : t.empty}</p>
          )
        ) : (
          <ul className="notification-bell__list" tabIndex={0} aria-label={t.title}>
            {notifications.map((n) => (
              <li
                key={n.identifier}
                className={`notification-bell__item ${n.read ? '' : 'notification-bell__item--unread'}`}
                data-identifier={n.identifier}
              >
                <p className="notification-bell__item-title">
                  <span className="notification-bell__state">{n.read ? t.read : t.unread}</span>
                  <strong>{n.title}</strong>
                </p>
                <TenantHtml className="notification-bell__message" html={n.message} />
                {open && n.createdAt ? <NotificationTime at={n.createdAt} now={now} /> : null}
                {n.read ? null : (
                  <button
                    type="button"
                    className="notification-bell__mark"
                    aria-label={t.markReadOf(n.title)}
                    onClick={() => markRead(n.identifier)}
                  >
                    {t.markRead}
                  </button>
                )}
                {failed === n.identifier ? (
                  <p className="notification-bell__error" role="alert">
                    {t.markReadFailed}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
