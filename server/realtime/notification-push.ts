import type { Queryable } from '../db/db';
import type { Bus } from './bus';
import type { SocketHub } from './socket-hub';
import { sanitizeTenantHtml } from '../tenancy/tenant-html';

/** Bus topic of "these users got notification <identifier>": ids only, the content is read from the database. */
export const notificationTopic = 'realtime.notification';

export interface NotificationAnnouncement {
  tenantId: string;
  identifier: string;
  userIds: string[];
}

/** User ids per bus message: 150 uuids stay well under PostgreSQL's 8000-byte NOTIFY payload. */
const idsPerMessage = 150;

/**
 * A notification's per-user id: one send shares `identifier` (read by it), each user's row is
 * `<identifier>:<userId>` (the automations and the send route both store it so).
 */
export const uniqueIdentifierOf = (identifier: string, userId: string) => `${identifier}:${userId}`;

/** Tells every process (this one first) that these users have a new notification. */
export async function announceNotification(bus: Bus, tenantId: string, identifier: string, userIds: readonly string[]): Promise<void> {
  const messages: NotificationAnnouncement[] = [];
  for (let i = 0; i < userIds.length; i += idsPerMessage) messages.push({ tenantId, identifier, userIds: userIds.slice(i, i + idsPerMessage) });
  await Promise.all(messages.map((m) => bus.publish(notificationTopic, m)));
}

type Content = { title: string; message: string; module: string | null; notify: boolean; created_at: Date | string };

/** Pushes announced notifications to this process's sockets; one read of the content per notification. */
export class NotificationPusher {
  private readonly contents = new Map<string, Promise<Content | undefined>>();

  constructor(
    private readonly db: Queryable,
    private readonly hub: SocketHub,
  ) {}

  async push({ tenantId, identifier, userIds }: NotificationAnnouncement): Promise<void> {
    const targets = userIds.filter((id) => this.hub.sockets(tenantId, `user:${id}`)?.size);
    if (targets.length === 0) return;
    const content = await this.content(tenantId, identifier, targets[0]!);
    if (!content) return;
    // The frame is the same for every user but uniqueIdentifier: serialized once around it (same keys, same order).
    const head = `{"action":"notification","notification":{"identifier":${JSON.stringify(identifier)},"uniqueIdentifier":`;
    const tail = `,"module":${JSON.stringify(content.module)},"read":false,"title":${JSON.stringify(content.title)},"message":${JSON.stringify(sanitizeTenantHtml(content.message))},"notify":${content.notify},"createdAt":${JSON.stringify(new Date(content.created_at).toISOString())}}}`;
    for (const userId of targets) this.hub.deliver(tenantId, `user:${userId}`, head + JSON.stringify(uniqueIdentifierOf(identifier, userId)) + tail);
  }

  /** The shared content of one send (title, message, module and notify are the same in each of its rows). */
  private content(tenantId: string, identifier: string, someUserId: string): Promise<Content | undefined> {
    const key = `${tenantId}\u0000${identifier}`;
    let loaded = this.contents.get(key);
    if (!loaded) {
      loaded = this.db
        .query<Content>(
          'SELECT title, message, module, notify, created_at FROM notifications WHERE tenant_id = $1 AND user_id = $2 AND identifier = $3',
          [tenantId, someUserId, identifier],
        )
        .then((rows) => rows[0]);
      this.contents.set(key, loaded);
      setTimeout(() => this.contents.delete(key), 30_000).unref();
      loaded.catch(() => this.contents.delete(key));
    }
    return loaded;
  }
}
