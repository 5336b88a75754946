import { createHash } from 'node:crypto';
import { maskEmail } from '../../domain/email';
import type { MfaPossibility } from '../../schemas/entity';
import type { SessionRecord } from '../auth/session-store';
import { descriptionOf, runEntityQuery } from '../entities/registration-paths';
import type { ConnectorRegistry } from '../sql/connector-registry';
import type { Tenant } from '../tenancy/tenant-registry';

/** A possibility with where it goes (never sent to the browser). */
export type MfaContact = MfaPossibility & { to: string };

const optionId = (type: string, to: string) => `${type}-${createHash('sha256').update(to).digest('hex').slice(0, 10)}`;
const maskPhone = (digits: string) => `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;

/**
 * The ways an entity's MFA code can reach one of its contacts: the tenant's server.entity.mfaContactsQuery
 * (bound :cnpj:) returns rows {email?, phone?, description?}; each e-mail is an 'email' option, each phone an
 * 'sms' and a 'whatsapp' option. Option ids are a hash of the contact, so they stay put between the listing
 * and the send. No query, or no rows: no possibilities.
 */
export async function mfaContacts(connectors: ConnectorRegistry, tenant: Tenant, session: SessionRecord, code: string) {
  const name = tenant.document.server.entity?.mfaContactsQuery;
  if (!name) return { description: code, contacts: [] as MfaContact[] };
  const rows = await runEntityQuery(connectors, tenant, session, { sql: name }, { cnpj: code });
  const contacts: MfaContact[] = [];
  const seen = new Set<string>();
  const add = (c: MfaContact) => {
    if (!seen.has(c.option)) contacts.push(c);
    seen.add(c.option);
  };
  for (const row of rows) {
    if (typeof row.email === 'string' && row.email.includes('@')) {
      const to = row.email.trim().toLowerCase();
      add({ option: optionId('email', to), type: 'email', label: maskEmail(to), to });
    }
    const digits = typeof row.phone === 'string' ? row.phone.replace(/\D/g, '') : '';
    if (digits.length >= 8) {
      add({ option: optionId('sms', digits), type: 'sms', label: maskPhone(digits), to: digits });
      add({ option: optionId('whatsapp', digits), type: 'whatsapp', label: maskPhone(digits), to: digits });
    }
  }
  return { description: descriptionOf(rows[0], code), contacts };
}

export const publicPossibility = ({ option, type, label }: MfaContact): MfaPossibility => ({ option, type, label });
