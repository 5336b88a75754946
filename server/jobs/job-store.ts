import type { Queryable } from '../db/db';
import { jobRunnerLocks } from './runner-liveness';

/** What a failed job answers when polled: the error reply its query would have given. */
export interface JobError {
  status: number;
  error: string;
  message: string;
}

export interface JobParams {
  /** Every `:token:` value, resolved from the session when the job was created. */
  values: Record<string, unknown>;
  unique: boolean;
}

export interface JobRow {
  id: string;
  tenant_id: string;
  user_id: string;
  query_name: string;
  params: JobParams;
  state: 'queued' | 'running' | 'done' | 'failed';
  result: Record<string, unknown>[] | null;
  error: JobError | null;
  limit_ms: number;
  deadline_at: Date;
  attempts: number;
  created_at: Date;
}

const columns = 'id, tenant_id, user_id, query_name, params, state, result, error, limit_ms, deadline_at, attempts, created_at';

export interface NewJob {
  tenantId: string;
  userId: string;
  userEmail: string;
  queryName: string;
  params: JobParams;
  limitMs: number;
  now: Date;
  deadline: Date;
}

export async function createJob(db: Queryable, job: NewJob): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO jobs (tenant_id, user_id, user_email, query_name, params, limit_ms, created_at, deadline_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [job.tenantId, job.userId, job.userEmail, job.queryName, JSON.stringify(job.params), job.limitMs, job.now, job.deadline],
  );
  return row!.id;
}

/** A job of this tenant (jobs are never visible across tenants). */
export async function findJob(db: Queryable, tenantId: string, id: string): Promise<JobRow | undefined> {
  const [row] = await db.query<JobRow>(`SELECT ${columns} FROM jobs WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
  return row;
}

/** Takes the oldest queued job for this runner (SKIP LOCKED: several processes may share the queue). */
export async function claimNextJob(db: Queryable, runnerId: string, now: Date): Promise<JobRow | undefined> {
  const [row] = await db.query<JobRow>(
    `UPDATE jobs SET state = 'running', runner_id = $1, started_at = $2::timestamptz, attempts = attempts + 1,
       lease_until = $2::timestamptz + (limit_ms + 60000) * interval '1 millisecond'
     WHERE id = (SELECT id FROM jobs WHERE state = 'queued' ORDER BY created_at FOR UPDATE SKIP LOCKED LIMIT 1)
     RETURNING ${columns}`,
    [runnerId, now],
  );
  return row;
}

/** Stores the outcome, unless the job left this runner meanwhile (expired by a poll, re-queued at stop). */
export async function settleJob(db: Queryable, id: string, runnerId: string, now: Date, outcome: { rows?: unknown[]; error?: JobError }) {
  await db.query(
    `UPDATE jobs SET state = $4, result = $5, error = $6, finished_at = $3, runner_id = NULL, lease_until = NULL
     WHERE id = $1 AND runner_id = $2 AND state = 'running'`,
    [id, runnerId, now, outcome.error ? 'failed' : 'done', outcome.rows ? JSON.stringify(outcome.rows) : null,
      outcome.error ? JSON.stringify(outcome.error) : null],
  );
}

/** Fails a job that is not finished yet (its wait ran out); false when it had finished first. */
export async function failOpenJob(db: Queryable, tenantId: string, id: string, now: Date, error: JobError): Promise<boolean> {
  const rows = await db.query(
    `UPDATE jobs SET state = 'failed', error = $4, finished_at = $3, runner_id = NULL, lease_until = NULL
     WHERE tenant_id = $1 AND id = $2 AND state IN ('queued', 'running') RETURNING id`,
    [tenantId, id, now, JSON.stringify(error)],
  );
  return rows.length > 0;
}

/** Puts back in the queue the jobs this runner holds (a graceful stop). */
export async function requeueRunnerJobs(db: Queryable, runnerId: string): Promise<number> {
  const rows = await db.query(
    `UPDATE jobs SET state = 'queued', runner_id = NULL, lease_until = NULL, started_at = NULL
     WHERE state = 'running' AND runner_id = $1 RETURNING id`,
    [runnerId],
  );
  return rows.length;
}

/** Re-queues running jobs left by a stopped process: all of them (`all`), or those whose lease ran out. */
export async function requeueOrphanJobs(db: Queryable, now: Date, all: boolean): Promise<number> {
  const rows = await db.query(
    `UPDATE jobs SET state = 'queued', runner_id = NULL, lease_until = NULL, started_at = NULL
     WHERE state = 'running' AND ($2 OR lease_until < $1) RETURNING id`,
    [now, all],
  );
  return rows.length;
}

/**
 * PostgreSQL: re-queues running jobs whose runner no longer holds its advisory lock (server/jobs/runner-liveness.ts):
 * its process died. The try-lock is transaction-scoped, so this statement keeps no lock; a live runner's lock,
 * held by its own session, makes the try fail and its jobs stay put.
 */
export async function requeueDeadRunnerJobs(db: Queryable): Promise<number> {
  const rows = await db.query(
    `UPDATE jobs SET state = 'queued', runner_id = NULL, lease_until = NULL, started_at = NULL
     WHERE state = 'running' AND runner_id IS NOT NULL AND pg_try_advisory_xact_lock(${jobRunnerLocks}, hashtext(runner_id))
     RETURNING id`,
  );
  return rows.length;
}

/** Forgets finished jobs older than `before`. */
export async function purgeFinishedJobs(db: Queryable, before: Date): Promise<void> {
  await db.query(`DELETE FROM jobs WHERE state IN ('done', 'failed') AND finished_at < $1`, [before]);
}
