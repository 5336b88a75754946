import type { SeedLiveEvent } from '../../schemas/live-shop';
import type { Db } from './db';
import { saveLiveEvent } from '../live/live-events';

/** Seeds a tenant's demo live events (fixture `seed.live`). Idempotent: an event that exists is left alone. */
export async function seedLiveEvents(db: Db, tenantId: string, events: readonly SeedLiveEvent[] = []): Promise<void> {
  for (const event of events) {
    const [existing] = await db.query('SELECT 1 FROM live_events WHERE tenant_id = $1 AND live_id = $2', [tenantId, event.id]);
    if (!existing) await saveLiveEvent(db, tenantId, event, new Date());
  }
}
