/**
 * realtimeConnection: a subscribed web socket of the browser (issue 11, SPEC §7 "Web socket notifications"):
 * the tab's notifications socket, and the live-shop page's socket (src/live/live-socket.ts) with its own effects.
 *
 * input   { seed: number } (jitter seed of the tab)
 * events  START (a signed-in portal is open), CLOSED { code } (the open socket closed), RETRY (the browser is
 *         back online: skip the wait), STOP (logout / portal left)
 * actors  openSocket({ attempt }) -> { unread } once the server answered 'subscribed'; rejects with the close
 *         as an ApiFailure (domain/notification-frames closeFailure: 401/403 = refused, 0 = lost)
 * actions resync (refetch the list and merge it: nothing missed, nothing doubled), refuseSession (the app's
 *         dead-session path: logout, login keeping the path), closeSocket
 * states  idle, connecting, subscribed, waiting (backoff: domain/reconnect-backoff), refused (final), stopped (final)
 * context seed, attempt (reconnects since the last subscribe), unread (server count at subscribe), failure
 */
import { assign, setup } from 'xstate';
import type { ApiFailure } from '../domain/api-failure';
import { closeFailure } from '../domain/notification-frames';
import { reconnectDelay } from '../domain/reconnect-backoff';
import type { RealtimeConnectionInput } from './inputs/realtime-connection';
import { failureOf, notProvided } from './shared/effects';

export type { RealtimeConnectionInput };

export type RealtimeConnectionEvent =
  { type: 'START' } | { type: 'CLOSED'; code: number } | { type: 'RETRY' } | { type: 'STOP' };
export type RealtimeConnectionContext = {
  seed: number;
  attempt: number;
  unread: number | null;
  failure: ApiFailure | null;
};
export type SocketOpened = { unread: number };

export const realtimeConnectionEffectActions = ['resync', 'refuseSession', 'closeSocket'] as const;

const isRefusal = (failure: ApiFailure) => failure.status === 401 || failure.status === 403;

export const realtimeConnectionMachine = setup({
  types: {} as {
    context: RealtimeConnectionContext;
    events: RealtimeConnectionEvent;
    input: RealtimeConnectionInput;
  },
  actors: { openSocket: notProvided<SocketOpened, { attempt: number }>('openSocket') },
  actions: {
    resync: () => {},
    refuseSession: () => {},
    closeSocket: () => {},
  },
  guards: {
    refusedOnOpen: ({ event }) => isRefusal(failureOf(event)),
    refusedOnClose: ({ event }) => event.type === 'CLOSED' && isRefusal(closeFailure(event.code)),
  },
  delays: { backoff: ({ context }) => reconnectDelay(context.attempt, context.seed) },
}).createMachine({
  id: 'realtimeConnection',
  context: ({ input }) => ({ seed: input.seed, attempt: 0, unread: null, failure: null }),
  initial: 'idle',
  on: { STOP: '.stopped' },
  states: {
    idle: { on: { START: 'connecting' } },
    connecting: {
      invoke: {
        src: 'openSocket',
        input: ({ context }) => ({ attempt: context.attempt }),
        onDone: {
          target: 'subscribed',
          actions: assign({ attempt: 0, failure: null, unread: ({ event }) => event.output.unread }),
        },
        onError: [
          {
            guard: 'refusedOnOpen',
            target: 'refused',
            actions: assign({ failure: ({ event }) => failureOf(event) }),
          },
          { target: 'waiting', actions: assign({ failure: ({ event }) => failureOf(event) }) },
        ],
      },
    },
    subscribed: {
      entry: 'resync',
      on: {
        CLOSED: [
          {
            guard: 'refusedOnClose',
            target: 'refused',
            actions: assign({ failure: ({ event }) => closeFailure(event.code) }),
          },
          { target: 'waiting', actions: assign({ failure: ({ event }) => closeFailure(event.code) }) },
        ],
      },
    },
    waiting: {
      after: {
        backoff: { target: 'connecting', actions: assign({ attempt: ({ context }) => context.attempt + 1 }) },
      },
      on: {
        RETRY: { target: 'connecting', actions: assign({ attempt: ({ context }) => context.attempt + 1 }) },
      },
    },
    refused: { type: 'final', entry: ['closeSocket', 'refuseSession'] },
    stopped: { type: 'final', entry: 'closeSocket' },
  },
});
