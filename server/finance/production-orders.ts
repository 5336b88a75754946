import { formatDate } from '../../domain/dates';
import { DomainError } from '../../domain/domain-error';
import { normalizeDocument } from '../../domain/cpf-cnpj';
import { DEFAULT_STORAGE } from '../../domain/files';
import { applyMask } from '../../domain/masks';
import { financeMessages } from '../../domain/messages/finance';
import type { ProductionOrderXml } from '../../schemas/finance-calls';
import type { SessionRecord } from '../auth/session-store';
import type { Db } from '../db/db';
import { storeUpload } from '../files/file-intake';
import type { FileStore } from '../files/file-store';
import type { Tenant } from '../tenancy/tenant-registry';
import { readNfeXml } from './nfe-xml';

const texts = financeMessages.productionOrder;
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Takes the NF-e XML a contractor (faccionista) issued for a production order (SPEC §7 uploadXml):
 * - the XML must be an NF-e 4.00 with product lines and a 44-digit access key (422 #INVALID_NFE_XML, pt-BR reason);
 * - its issuer (emit CNPJ or CPF) must be one of the user's entities (403 #ENTITY_NOT_HELD);
 * - the tenant takes each access key once (409 #NFE_ALREADY_SENT, with the day it came);
 * - the XML is stored as a file under faccionista/ordens-de-producao/ (the file checks: size, content, storage quota),
 *   then its row; the same key sent twice at once stores one row, the other gets the 409.
 */
export async function receiveProductionOrderXml(
  deps: { db: Db; store: FileStore; now: Date },
  tenant: Tenant,
  session: SessionRecord,
  xml: string,
): Promise<ProductionOrderXml> {
  const invoice = readNfeXml(xml);
  const accessKey = invoice.key;
  if (!/^\d{44}$/.test(accessKey)) throw new DomainError('#INVALID_NFE_XML', financeMessages.nfe.noAccessKey);
  const issuer = normalizeDocument(invoice.issuer.document);
  if (!session.user.entities.some((entity) => normalizeDocument(entity.code) === issuer)) {
    throw new DomainError('#ENTITY_NOT_HELD', texts.notIssuer(applyMask('cpfCnpj', issuer) || invoice.issuer.document || '?'));
  }
  await assertNotSent(deps.db, tenant.id, accessKey, invoice.number);
  const fileKey = `faccionista/ordens-de-producao/${accessKey}.xml`;
  await storeUpload(
    deps,
    tenant,
    { key: fileKey, name: `NFe${accessKey}.xml`, allowed: ['xml'], storageType: DEFAULT_STORAGE, expiresAt: null, createdBy: session.user.id },
    Buffer.from(xml, 'utf8'),
  );
  const total = invoice.total ?? cents(invoice.lines.reduce((sum, line) => sum + line.qtd * line.value, 0));
  const inserted = await deps.db.query(
    `INSERT INTO production_order_xmls (tenant_id, access_key, number, series, issue_date, issuer_document, issuer_name,
       line_count, total, file_key, uploaded_by, uploaded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (tenant_id, access_key) DO NOTHING RETURNING access_key`,
    [tenant.id, accessKey, invoice.number, invoice.series, invoice.date, issuer, invoice.issuer.name, invoice.lines.length, total, fileKey, session.user.id, deps.now],
  );
  if (inserted.length === 0) await assertNotSent(deps.db, tenant.id, accessKey, invoice.number);
  return {
    accessKey,
    number: invoice.number,
    series: invoice.series,
    date: invoice.date,
    issuer: { document: issuer, name: invoice.issuer.name },
    lines: invoice.lines.length,
    total,
    fileKey,
    receivedAt: deps.now.toISOString(),
  };
}

/** 409 #NFE_ALREADY_SENT when the tenant already took this access key, naming the day it came. */
async function assertNotSent(db: Db, tenantId: string, accessKey: string, number: string): Promise<void> {
  const [sent] = await db.query<{ uploaded_at: Date }>('SELECT uploaded_at FROM production_order_xmls WHERE tenant_id = $1 AND access_key = $2', [tenantId, accessKey]);
  if (sent) throw new DomainError('#NFE_ALREADY_SENT', texts.alreadySent(number, formatDate(new Date(sent.uploaded_at).toISOString())), { receivedAt: new Date(sent.uploaded_at).toISOString() });
}
