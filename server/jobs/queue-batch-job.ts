import type { FastifyInstance } from 'fastify';
import type { SessionRecord } from '../auth/session-store';
import { bindNamedQuery } from '../sql/named-query';
import { queryValues } from '../sql/query-values';
import { resolveNamedQuery } from '../sql/resolve-query';
import type { Tenant } from '../tenancy/tenant-registry';
import { batchMaxWaitMs } from './batch-limits';
import { jobsQueuedTopic } from './job-runner';
import { createJob } from './job-store';

export interface BatchRequest {
  tenant: Tenant;
  session: SessionRecord;
  name: string;
  connector?: string;
  replace: Record<string, unknown>;
  page: number;
  unique: boolean;
  /** Header `timeout`: the caller's own limit on the run. */
  timeoutMs?: number;
  /** Header `max-wait-time`: how long the job may take from now, at most 300000 ms. */
  maxWaitMs?: number;
}

/**
 * Checks a batch call as the inline call would (name, connector, every token has a value: wrong calls
 * fail now, not when polled), stores the job with its resolved values and wakes the runner.
 */
export async function queueBatchJob(app: FastifyInstance, req: BatchRequest): Promise<string> {
  const { query } = resolveNamedQuery(req.tenant, req.name, req.connector);
  const values = queryValues(req.tenant, req.session, req.replace, req.page);
  bindNamedQuery(query.sql, values);
  const maxWait = req.maxWaitMs ?? batchMaxWaitMs;
  const now = app.now();
  const id = await createJob(app.db, {
    tenantId: req.tenant.id,
    userId: req.session.user.id,
    userEmail: req.session.user.email,
    queryName: req.name,
    params: { values, unique: req.unique },
    limitMs: Math.min(req.timeoutMs ?? maxWait, maxWait),
    now,
    deadline: new Date(now.getTime() + maxWait),
  });
  app.jobs.kick();
  // Every other process's runner wakes too (LISTEN/NOTIFY); the sweep picks the job up if this is lost.
  void app.bus.publish(jobsQueuedTopic).catch(() => undefined);
  return id;
}
