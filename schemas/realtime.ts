import { Type, type Static } from 'typebox';

/**
 * Web socket frames (issue 11, the realtime contract): what a browser sends on the notifications, customer-service
 * and live-shop sockets, and what the server pushes. Every frame is one JSON object with an `action`.
 */
const Id = Type.String({ minLength: 1, maxLength: 200 });

export const SubscribeFrame = Type.Object(
  { action: Type.Literal('subscribe'), app: Id, code: Id, client: Type.Optional(Id) },
  { additionalProperties: false },
);
export type SubscribeFrame = Static<typeof SubscribeFrame>;

export const ReadFrame = Type.Object(
  { action: Type.Literal('read'), app: Id, code: Id, identifier: Id },
  { additionalProperties: false },
);
export type ReadFrame = Static<typeof ReadFrame>;

export const LiveSubscribeFrame = Type.Object(
  { action: Type.Literal('subscribe'), app: Id, live: Id },
  { additionalProperties: false },
);
export type LiveSubscribeFrame = Static<typeof LiveSubscribeFrame>;

/** Customer service: a user's message (no `to`), or an agent's reply to a user's e-mail (short: it crosses the bus). */
export const ChatMessageFrame = Type.Object(
  { action: Type.Literal('message'), text: Type.String({ minLength: 1, maxLength: 1000 }), to: Type.Optional(Type.String({ minLength: 3, maxLength: 320 })) },
  { additionalProperties: false },
);
export type ChatMessageFrame = Static<typeof ChatMessageFrame>;

/** A notification as pushed (SPEC §3 "Notification"). */
export const PushedNotification = Type.Object(
  {
    identifier: Type.String(),
    uniqueIdentifier: Type.String(),
    module: Type.Union([Type.String(), Type.Null()]),
    read: Type.Boolean(),
    title: Type.String(),
    message: Type.String(),
    notify: Type.Boolean(),
    /** When it was sent (ISO 8601): the bell shows it as 'há 2 minutos'. */
    createdAt: Type.String(),
  },
  { additionalProperties: false },
);
export type PushedNotification = Static<typeof PushedNotification>;

/** What the server sends on the notifications socket. */
export type NotificationServerFrame =
  | { action: 'subscribed'; client?: string; unread: number }
  | { action: 'notification'; notification: PushedNotification }
  | { action: 'read'; identifier: string }
  | { action: 'error'; error: string; message: string };

/** A customer-service message as stored and pushed. */
export interface ChatMessage {
  id: string;
  user: string;
  from: 'user' | 'agent';
  author: string;
  text: string;
  at: string;
}

/** What the server sends on the customer-service socket. */
export type ChatServerFrame =
  | { action: 'subscribed'; client?: string; agent: boolean; messages: ChatMessage[] }
  | { action: 'message'; message: ChatMessage }
  | { action: 'error'; error: string; message: string };

/** What the server sends on the live-shop socket; `event` is the live shop's own shape. */
export type LiveServerFrame =
  | { action: 'subscribed'; live: string }
  | { action: 'live'; live: string; event: unknown }
  | { action: 'error'; error: string; message: string };

/** Close codes of the realtime sockets: the reason is the error code. */
export const socketCloseCodes = { forbidden: 4403, invalidSession: 4401 } as const;
