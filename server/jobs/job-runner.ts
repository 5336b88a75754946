import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError, errorTexts } from '../../domain/domain-error';
import type { Db } from '../db/db';
import type { Bus } from '../realtime/bus';
import type { ConnectorRegistry } from '../sql/connector-registry';
import { executeNamedQuery } from '../sql/run-named-query';
import type { TenantRegistry } from '../tenancy/tenant-registry';
import { batchMaxWaitMs } from './batch-limits';
import * as store from './job-store';
import type { RunnerLiveness } from './runner-liveness';

export interface JobRunnerDeps {
  db: Db;
  connectors: ConnectorRegistry;
  tenants: TenantRegistry;
  now: () => Date;
  log: FastifyBaseLogger;
  concurrency?: number;
  /** The runner's id (default: a new UUID); its liveness lock is named by it. */
  id?: string;
  /** How often queued jobs of other processes and dead runners' jobs are looked for (default 2 s; PGlite 10 s). */
  sweepMs?: number;
  /** PostgreSQL: messages between processes ('jobs.queued' wakes every runner at once). */
  bus?: Bus;
  /** PostgreSQL: the advisory lock that tells other processes this runner is alive. */
  liveness?: RunnerLiveness;
}

/** The bus topic that wakes every process's runner: a job was queued or re-queued. */
export const jobsQueuedTopic = 'jobs.queued';

/** A job that failed this many times (each start counts) is given up as #INTERNAL. */
const maxAttempts = 3;
const keepFinishedMs = 7 * 24 * 3600_000;

/**
 * Runs batch jobs in the background, a few at a time, from the jobs table (the queue survives restarts).
 * On start it re-queues jobs left running by a stopped process (every one on PGlite, which only one process
 * can open; on PostgreSQL those whose runner's advisory lock is free: its process died) and takes the queued
 * ones; on stop it puts its running jobs back in the queue, so the next start runs them again. A queued job
 * wakes every process through the bus (LISTEN/NOTIFY); the sweep is the bounded fallback.
 */
export class JobRunner {
  readonly id: string;
  /** 'running' (jobId) when this runner claims a job, 'settled' (jobId) once its outcome is stored: tests await these. */
  readonly events = new EventEmitter();
  private readonly active = new Set<Promise<void>>();
  private stopped = false;
  private pumping = false;
  private pumpAgain = false;
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: ((() => void) | undefined)[] = [];

  constructor(private readonly deps: JobRunnerDeps) {
    this.id = deps.id ?? randomUUID();
  }

  async start(): Promise<void> {
    const { db, now, bus, liveness } = this.deps;
    // The lock is held before the first claim, so no other process ever takes this runner for dead.
    await liveness?.start();
    if (db.kind === 'pglite') await store.requeueOrphanJobs(db, now(), true);
    else await store.requeueDeadRunnerJobs(db);
    await store.purgeFinishedJobs(db, new Date(now().getTime() - keepFinishedMs));
    this.unsubscribe = [jobsQueuedTopic, 'bus.resync'].map((topic) => bus?.subscribe(topic, () => this.kick()));
    this.timer = setInterval(() => void this.sweep(), this.deps.sweepMs ?? (db.kind === 'pglite' ? 10_000 : 2000));
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (const off of this.unsubscribe) off?.();
    await store.requeueRunnerJobs(this.deps.db, this.id);
    await this.deps.liveness?.stop();
  }

  /** Looks for work now (a job was just queued). */
  kick(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    void this.pump()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'job queue'))
      .finally(() => {
        this.pumping = false;
        if (this.pumpAgain) {
          this.pumpAgain = false;
          this.kick();
        }
      });
  }

  private async sweep(): Promise<void> {
    if (this.stopped) return;
    const { db, now, bus } = this.deps;
    const requeued = await (db.kind === 'pglite' ? store.requeueOrphanJobs(db, now(), false) : store.requeueDeadRunnerJobs(db)).catch(() => 0);
    if (requeued > 0) await bus?.publish(jobsQueuedTopic).catch(() => undefined);
    this.kick();
  }

  private async pump(): Promise<void> {
    while (!this.stopped && this.active.size < (this.deps.concurrency ?? 4)) {
      const job = await store.claimNextJob(this.deps.db, this.id, this.deps.now());
      if (!job) return;
      this.events.emit('running', job.id);
      const run: Promise<void> = this.execute(job).finally(() => {
        this.active.delete(run);
        this.kick();
      });
      this.active.add(run);
    }
  }

  private async execute(job: store.JobRow): Promise<void> {
    const { db, connectors, tenants, now, log } = this.deps;
    let outcome: { rows?: unknown[]; error?: store.JobError };
    try {
      const tenant = tenants.get(job.tenant_id);
      if (!tenant) throw new DomainError('#QUERY_NOT_FOUND');
      if (job.attempts > maxAttempts) throw new DomainError('#INTERNAL');
      const remaining = job.deadline_at.getTime() - now().getTime();
      if (remaining <= 0) throw new DomainError('#QUERY_TIMEOUT');
      const limitMs = Math.min(job.limit_ms, remaining);
      const rows = await executeNamedQuery(connectors, tenant, job.query_name, job.params.values, { limitMs, defaultMs: batchMaxWaitMs });
      outcome = { rows: job.params.unique ? rows.slice(0, 1) : rows };
    } catch (error) {
      if (this.stopped) return;
      if (!(error instanceof DomainError)) log.error({ err: error, jobId: job.id }, 'batch job failed');
      const known = error instanceof DomainError ? error : new DomainError('#INTERNAL', errorTexts['#INTERNAL']);
      outcome = { error: { status: known.status, error: known.code, message: known.message } };
    }
    if (this.stopped) return;
    await store.settleJob(db, job.id, this.id, now(), outcome).catch((error: unknown) => log.error({ err: error }, 'job settle'));
    this.events.emit('settled', job.id);
  }
}
