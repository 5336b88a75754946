import { useEffect, useId, useRef, useState } from 'react';
import { notificationMessages as t } from '../../domain/messages/notifications';
import type { PortalNotification } from '../../domain/notification-list';
import { unreadCount } from '../../domain/page-title';
import { TenantHtml } from '../ui/tenant-html';
import { useMinuteTick } from '../ui/use-minute-tick';
import { NotificationTime } from './notification-time';
import './notification-bell.css';

type Props = {
  notifications: readonly PortalNotification[];
  /** False while the socket reconnects (a quiet notice in the list). */
  connected: boolean;
  onMarkRead(identifier: string): Promise<void>;
  /** Shown only while the browser's permission is 'default' (asking needs this click: SPEC §9). */
  onEnableDesktop?: () => void;
  /** A line about desktop alerts (enabled / blocked) after the user chose. */
  desktopStatus?: string;
};

/** The header's notification bell (issue 11): unread count, a disclosure list, mark as read; Escape closes. */
export function NotificationBell({
  notifications,
  connected,
  onMarkRead,
  onEnableDesktop,
  desktopStatus,
}: Props) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const unread = unreadCount(notifications);
  // One minute tick for the whole list, running only while it is open.
  const now = useMinuteTick(open);
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const markRead = (identifier: string) => {
    setFailed(null);
    onMarkRead(identifier).catch(() => setFailed(identifier));
  };
  return (
    <div
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
          <h2 className="notification-bell__title">{t.title}</h2>
          <button type="button" className="notification-bell__close" aria-label={t.close} onClick={close}>
            ×
          </button>
        </div>
        {connected ? null : <p className="notification-bell__notice">{t.offline}</p>}
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
          <p className="notification-bell__empty">{t.empty}</p>
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
