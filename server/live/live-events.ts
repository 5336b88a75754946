import { DomainError } from '../../domain/domain-error';
import type { LiveEvent, LiveProduct, LiveProductPatch, LiveStatus } from '../../schemas/live-shop';
import type { Db, Queryable } from '../db/db';

type EventRow = { live_id: string; title: string; status: LiveStatus; description: string; updated_at: Date };
type ProductRow = { product_id: string; name: string; price_cents: number; image: string; link: string; stock: number };

const productOf = (r: ProductRow): LiveProduct => ({
  id: r.product_id,
  name: r.name,
  priceCents: Number(r.price_cents),
  image: r.image,
  link: r.link,
  stock: Number(r.stock),
});

/** A tenant's live event with its products in their order (404 #LIVE_NOT_FOUND when there is none). */
export async function loadLiveEvent(db: Queryable, tenantId: string, liveId: string): Promise<LiveEvent & { updatedAt: string }> {
  const [event] = await db.query<EventRow>(
    'SELECT live_id, title, status, description, updated_at FROM live_events WHERE tenant_id = $1 AND live_id = $2',
    [tenantId, liveId],
  );
  if (!event) throw new DomainError('#LIVE_NOT_FOUND');
  const products = await db.query<ProductRow>(
    `SELECT product_id, name, price_cents, image, link, stock FROM live_products
     WHERE tenant_id = $1 AND live_id = $2 ORDER BY position, product_id`,
    [tenantId, liveId],
  );
  return {
    id: event.live_id,
    title: event.title,
    status: event.status,
    description: event.description,
    products: products.map(productOf),
    updatedAt: new Date(event.updated_at).toISOString(),
  };
}

/** Creates or replaces a live event and its whole product list (one transaction: all or nothing). */
export async function saveLiveEvent(db: Db, tenantId: string, event: LiveEvent, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO live_events (tenant_id, live_id, title, status, description, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (tenant_id, live_id) DO UPDATE SET title = EXCLUDED.title, status = EXCLUDED.status,
         description = EXCLUDED.description, updated_at = EXCLUDED.updated_at`,
      [tenantId, event.id, event.title, event.status, event.description ?? '', now],
    );
    await tx.query('DELETE FROM live_products WHERE tenant_id = $1 AND live_id = $2', [tenantId, event.id]);
    for (const [position, p] of event.products.entries()) {
      await tx.query(
        `INSERT INTO live_products (tenant_id, live_id, product_id, name, price_cents, image, link, stock, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [tenantId, event.id, p.id, p.name, p.priceCents, p.image ?? '', p.link ?? '', p.stock, position],
      );
    }
  });
}

/** Changes some fields of one product; answers the product as it is now (404 when the event or product is unknown). */
export async function patchLiveProduct(
  db: Db,
  tenantId: string,
  liveId: string,
  productId: string,
  patch: LiveProductPatch,
  now: Date,
): Promise<LiveProduct> {
  return db.transaction(async (tx) => {
    const touched = await tx.query('UPDATE live_events SET updated_at = $3 WHERE tenant_id = $1 AND live_id = $2 RETURNING live_id', [
      tenantId, liveId, now,
    ]);
    if (touched.length === 0) throw new DomainError('#LIVE_NOT_FOUND');
    const [row] = await tx.query<ProductRow>(
      `UPDATE live_products SET name = COALESCE($4, name), price_cents = COALESCE($5, price_cents), image = COALESCE($6, image),
         link = COALESCE($7, link), stock = COALESCE($8, stock)
       WHERE tenant_id = $1 AND live_id = $2 AND product_id = $3
       RETURNING product_id, name, price_cents, image, link, stock`,
      [tenantId, liveId, productId, patch.name ?? null, patch.priceCents ?? null, patch.image ?? null, patch.link ?? null, patch.stock ?? null],
    );
    if (!row) throw new DomainError('#LIVE_PRODUCT_NOT_FOUND');
    return productOf(row);
  });
}
