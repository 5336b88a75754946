import { DomainError } from '../../domain/domain-error';
import { containsPattern } from '../../domain/search-pattern';
import type { ReceivedProductionOrder } from '../../schemas/finance-calls';
import type { Queryable } from '../db/db';
import type { FileStore } from '../files/file-store';
import { storeKeyOf } from '../files/file-keys';

type Row = {
  access_key: string;
  number: string;
  series: string;
  issue_date: string;
  issuer_document: string;
  issuer_name: string;
  line_count: number;
  total: string | number;
  uploaded_at: Date | string;
  nick: string | null;
  email: string | null;
};

/**
 * The production-order XMLs the tenant received (server/finance/production-orders.ts), newest first, paged. The
 * search matches the issuer's name or the invoice number, and by its digits the issuer's CNPJ/CPF or the access
 * key, so a masked '11.222.333/0001-81' finds the issuer too.
 */
export async function productionOrderPage(
  db: Queryable,
  tenantId: string,
  input: { search?: string; page: number; limit: number },
): Promise<{ total: number; items: ReceivedProductionOrder[] }> {
  const text = input.search?.trim() ?? '';
  const digits = text.replace(/\D/g, '');
  const where = `p.tenant_id = $1 AND ($2::text IS NULL OR p.issuer_name ILIKE $2 ESCAPE '\\' OR p.number ILIKE $2 ESCAPE '\\'
    OR ($3::text IS NOT NULL AND (p.issuer_document LIKE $3 ESCAPE '\\' OR p.access_key LIKE $3 ESCAPE '\\')))`;
  const params = [tenantId, text ? containsPattern(text) : null, digits ? containsPattern(digits) : null];
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM production_order_xmls p WHERE ${where}`, params);
  const rows = await db.query<Row>(
    `SELECT p.access_key, p.number, p.series, to_char(p.issue_date, 'YYYY-MM-DD') AS issue_date, p.issuer_document, p.issuer_name, p.line_count, p.total, p.uploaded_at,
       u.nick, u.email
     FROM production_order_xmls p LEFT JOIN users u ON u.tenant_id = p.tenant_id AND u.id = p.uploaded_by
     WHERE ${where} ORDER BY p.uploaded_at DESC, p.access_key LIMIT $4 OFFSET $5`,
    [...params, input.limit, (input.page - 1) * input.limit],
  );
  return {
    total: count?.total ?? 0,
    items: rows.map((r) => ({
      accessKey: r.access_key,
      number: r.number,
      series: r.series,
      date: r.issue_date,
      issuer: { document: r.issuer_document, name: r.issuer_name },
      lines: r.line_count,
      total: Number(r.total),
      receivedAt: new Date(r.uploaded_at).toISOString(),
      sentBy: r.email ? { nick: r.nick ?? '', email: r.email } : null,
    })),
  };
}

/** The XML a contractor sent under this access key, as stored; 404 #FILE_NOT_FOUND when the tenant has none. */
export async function productionOrderXml(
  db: Queryable,
  store: FileStore,
  tenantId: string,
  accessKey: string,
): Promise<{ xml: Buffer; fileName: string }> {
  const [row] = await db.query<{ file_key: string }>('SELECT file_key FROM production_order_xmls WHERE tenant_id = $1 AND access_key = $2', [
    tenantId,
    accessKey,
  ]);
  const stored = row ? await store.get(storeKeyOf(tenantId, row.file_key)) : null;
  if (!stored) throw new DomainError('#FILE_NOT_FOUND');
  return { xml: stored.bytes, fileName: `NFe${accessKey}.xml` };
}
