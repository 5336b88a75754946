import type { Queryable } from '../../../server/db/db';
import { merge, type CrashHistory, type Verdict } from './crash-history';
import { admin } from './crash-workload';

/**
 * The final check, on the database itself: every crash-* user that is active, every acceptance of term uso v1
 * by one, and every connection-check job of the admin. Lost: acknowledged but absent; unexpected: present but
 * never attempted (jobs: more rows than requests sent). Returns the jobs still queued or running too.
 */
export async function checkDatabase(db: Queryable, history: CrashHistory): Promise<{ verdict: Verdict; unfinishedJobs: string[] }> {
  const users = await db.query<{ email: string }>(
    "SELECT email FROM users WHERE tenant_id = 'local' AND email LIKE 'crash-%' AND status = 'active'",
  );
  const terms = await db.query<{ email: string }>(
    `SELECT u.email FROM term_acceptances a JOIN users u ON u.tenant_id = a.tenant_id AND u.id = a.user_id
     WHERE a.tenant_id = 'local' AND a.term_id = 'uso' AND a.version = 1 AND u.email LIKE 'crash-%'`,
  );
  const jobs = await db.query<{ id: string; state: string }>(
    `SELECT j.id::text AS id, j.state FROM jobs j JOIN users u ON u.tenant_id = j.tenant_id AND u.id = j.user_id
     WHERE j.tenant_id = 'local' AND u.email = $1 AND j.query_name = 'connection-check'`,
    [admin],
  );
  const jobIds = jobs.map((j) => j.id);
  const extraJobs = jobIds.length - history.attempted('job-request').length;
  const verdict = merge(
    history.checkSet('user', users.map((u) => u.email)),
    history.checkSet('term', terms.map((t) => t.email)),
    { lost: history.checkSet('job', jobIds).lost, unexpected: extraJobs > 0 ? [`${extraJobs} jobs more than were requested`] : [] },
  );
  return { verdict, unfinishedJobs: jobs.filter((j) => j.state === 'queued' || j.state === 'running').map((j) => j.id) };
}
