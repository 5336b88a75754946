import { DomainError } from '../../domain/domain-error';
import { DynamicFormLinkJson, type FormProblem } from '../../schemas/dynamic-form';
import { compileSchema } from '../../schemas/validator';
import type { DirectHashPayload } from '../auth/direct-hashes';
import { issueToken } from '../auth/one-time-tokens';
import { hashCode } from '../auth/secret-codes';
import type { Db, Queryable } from '../db/db';
import { answerProblems, formSchemaCompiles } from './answer-validator';

export type FormDefinition = DynamicFormLinkJson['form'];

const linkJson = compileSchema<DynamicFormLinkJson>(DynamicFormLinkJson);

/**
 * The form a direct-hash link's json carries, or undefined when it carries none (a sign-in link). A `form` that is
 * not an object JSON Schema that compiles is refused: 400 #INVALID_FORM_DEFINITION.
 */
export function formDefinition(json: unknown): FormDefinition | undefined {
  if (!json || typeof json !== 'object' || !('form' in json)) return undefined;
  if (!linkJson.check(json) || !formSchemaCompiles(json.form.schema)) throw new DomainError('#INVALID_FORM_DEFINITION');
  return json.form;
}

/** Issues a form link for a user: /dynamic-form/{hash} opens it, without signing in, until it is answered once. */
export function issueFormLink(db: Queryable, tenantId: string, userId: string, payload: DirectHashPayload, expiresAt: Date, now: Date) {
  return issueToken(db, tenantId, 'dynamic-form', userId, now, { expiresAt, payload });
}

export type OpenFormLink = { title: string; form: FormDefinition; userId: string | null; expiresAt: Date };

type LinkRow = { user_id: string | null; payload: DirectHashPayload; expires_at: Date; used_at: Date | null };

/** A form link of this tenant that can still be answered; unknown, used and expired each answer their own code. */
export async function openFormLink(db: Queryable, tenantId: string, hash: string, now: Date): Promise<OpenFormLink> {
  const [row] = await db.query<LinkRow>(
    `SELECT user_id, payload, expires_at, used_at FROM tokens WHERE token_hash = $1 AND tenant_id = $2 AND kind = 'dynamic-form'`,
    [hashCode(hash), tenantId],
  );
  if (!row) throw new DomainError('#FORM_LINK_NOT_FOUND');
  if (row.used_at) throw new DomainError('#FORM_LINK_USED');
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw new DomainError('#FORM_LINK_EXPIRED');
  const form = formDefinition(row.payload.json);
  if (!form) throw new DomainError('#FORM_LINK_NOT_FOUND');
  return { title: row.payload.title, form, userId: row.user_id, expiresAt: new Date(row.expires_at) };
}

/**
 * Stores an answer: checked against the link's schema (422 #FORM_ANSWER_INVALID with the pt-BR problems), then in
 * one transaction the link is used up (only if still open, so two submits cannot both win) and the answer stored.
 */
export async function submitFormAnswer(
  db: Db,
  tenantId: string,
  hash: string,
  answer: unknown,
  ip: string,
  now: Date,
): Promise<{ id: string }> {
  const link = await openFormLink(db, tenantId, hash, now);
  const problems: FormProblem[] = answerProblems(link.form.schema, answer);
  if (problems.length > 0) throw new DomainError('#FORM_ANSWER_INVALID', undefined, { body: { problems } });
  const stored = await db.transaction(async (tx) => {
    const used = await tx.query(
      `UPDATE tokens SET used_at = $3 WHERE token_hash = $1 AND tenant_id = $2 AND kind = 'dynamic-form' AND used_at IS NULL AND expires_at > $3
       RETURNING token_hash`,
      [hashCode(hash), tenantId, now],
    );
    if (used.length === 0) return undefined;
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO form_answers (tenant_id, token_hash, user_id, email, title, answer, ip, created_at)
       VALUES ($1, $2, $3, COALESCE((SELECT email FROM users WHERE id = $3 AND tenant_id = $1), ''), $4, $5, $6, $7) RETURNING id`,
      [tenantId, hashCode(hash), link.userId, link.title, JSON.stringify(answer), ip, now],
    );
    return row;
  });
  // Lost a race with another submit (or the link just expired): answer what the link is now.
  if (!stored) await openFormLink(db, tenantId, hash, now);
  if (!stored) throw new DomainError('#FORM_LINK_USED');
  return stored;
}

type AnswerRow = { id: string; title: string; email: string; answer: Record<string, unknown>; created_at: Date };

/** A tenant's answers, newest first (the admin's list). */
export async function listFormAnswers(db: Queryable, tenantId: string, limit: number, offset: number) {
  const rows = await db.query<AnswerRow>(
    `SELECT id, title, email, answer, created_at FROM form_answers WHERE tenant_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
    [tenantId, limit, offset],
  );
  const [count] = await db.query<{ total: string | number }>('SELECT count(*) AS total FROM form_answers WHERE tenant_id = $1', [tenantId]);
  return {
    total: Number(count?.total ?? 0),
    items: rows.map((r) => ({ id: r.id, title: r.title, email: r.email, answer: r.answer, createdAt: new Date(r.created_at).toISOString() })),
  };
}
