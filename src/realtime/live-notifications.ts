import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { notificationSocketUrl } from '../../domain/notification-frames';
import { realtimeConnectionMachine, type SocketOpened } from '../../machines/realtime-connection.machine';
import { reportSessionError } from '../api/http-client';
import { readSessionCode } from '../session/session-storage';
import { getSessionUser, onSessionUserChange } from '../session/session-store';
import { notificationClientId } from './client-id';
import { alertNotification, primeNotificationSound } from './notification-alert';
import { closeNotificationSocket, openNotificationSocket, sendReadFrame } from './notification-socket';
import {
  clearNotifications,
  notificationPushed,
  notificationRead,
  notificationsFetched,
  notificationsFetchFailed,
  notificationsState,
  setNotificationsConnected,
} from './notification-store';
import { fetchNotifications, postNotificationRead } from './notifications-api';

type Connection = {
  key: string;
  companyId: string;
  actor: ActorRefFrom<typeof realtimeConnectionMachine>;
  dispose(): void;
};

/** This tab's one live-notifications connection (the portal remounts on navigation; the socket stays). */
let connection: Connection | null = null;

function resync(companyId: string): void {
  fetchNotifications(companyId).then(notificationsFetched, notificationsFetchFailed);
}

function connect(companyId: string, key: string): Connection {
  const machine = realtimeConnectionMachine.provide({
    actors: {
      openSocket: fromPromise<SocketOpened, { attempt: number }>(({ signal }) => {
        const code = readSessionCode() ?? '';
        return openNotificationSocket(
          notificationSocketUrl(window.location),
          { action: 'subscribe', app: companyId, code, client: notificationClientId() },
          {
            onFrame(frame) {
              if (frame.action === 'notification') {
                // The list and title first; the sound and desktop alert after (audio start-up may take a while).
                if (notificationPushed(frame.notification))
                  setTimeout(() => alertNotification(frame.notification), 0);
              } else if (frame.action === 'read') notificationRead(frame.identifier);
            },
            onClosed: (closeCode) => actor.send({ type: 'CLOSED', code: closeCode }),
          },
          signal,
        );
      }),
    },
    actions: {
      resync: () => resync(companyId),
      closeSocket: () => closeNotificationSocket(),
      // After the machine settled in 'refused': the dead-session path ends this connection too.
      refuseSession: ({ context }) => {
        const failure = context.failure ?? { status: 401, error: '#INVALID_SESSION' };
        queueMicrotask(() => reportSessionError(failure));
      },
    },
  });
  const actor = createActor(machine, { input: { seed: Math.floor(Math.random() * 2 ** 31) } });
  const subscription = actor.subscribe((snapshot) => {
    setNotificationsConnected(snapshot.matches('subscribed'));
    // The first fetch failed and no socket yet: try the list again on each wait.
    if (snapshot.matches('waiting') && notificationsState().status !== 'loaded') resync(companyId);
  });
  const online = () => actor.send({ type: 'RETRY' });
  window.addEventListener('online', online);
  actor.start();
  // The list (and the '(n)' title) loads at once over HTTP; every subscribe refetches it, so nothing created
  // between this fetch and the subscription is missed.
  resync(companyId);
  actor.send({ type: 'START' });
  return {
    key,
    companyId,
    actor,
    dispose() {
      window.removeEventListener('online', online);
      actor.send({ type: 'STOP' });
      subscription.unsubscribe();
      actor.stop();
    },
  };
}

let watchingSession = false;

/** Starts the socket for this user (idempotent for the same company, user and session). */
export function startLiveNotifications(companyId: string, userId: string): void {
  // A visitor's public session has no notifications (the server would refuse it with 4401).
  if (getSessionUser()?.isPublic) return;
  const key = `${companyId}/${userId}/${readSessionCode() ?? ''}`;
  if (connection?.key === key && connection.actor.getSnapshot().status === 'active') return;
  stopLiveNotifications();
  primeNotificationSound();
  connection = connect(companyId, key);
  if (watchingSession) return;
  watchingSession = true;
  // Logout (SPEC §4) clears the session user first: the socket stops with it.
  onSessionUserChange(() => {
    if (!getSessionUser() && connection) stopLiveNotifications();
  });
}

/** Logout or a refused session: the socket closes and nothing of the user stays in the page. */
export function stopLiveNotifications(): void {
  connection?.dispose();
  connection = null;
  clearNotifications();
}

/** Mark one read: over the socket when it is up (every tab hears it), else POST .../read. */
export async function markNotificationRead(identifier: string): Promise<void> {
  const companyId = connection?.companyId;
  const code = readSessionCode();
  if (!companyId || !code) return;
  if (sendReadFrame({ action: 'read', app: companyId, code, identifier })) {
    notificationRead(identifier);
    return;
  }
  await postNotificationRead(companyId, identifier);
  notificationRead(identifier);
}
