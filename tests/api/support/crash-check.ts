import type { HttpClient } from './http-client';
import { merge, type CrashHistory, type Verdict } from './crash-history';
import { crashPassword, customValuePath } from './crash-workload';

/** The admin's selected entity codes as the register value (`a,b`), read from its session. */
export async function readSelection(client: HttpClient, code: string): Promise<string> {
  const res = await client.request('GET', '/auth/v1/session/app/local/user/session', { headers: { code } });
  const selected = (res.json().data.user.entitySelected ?? []) as { code: string }[];
  return selected.map((e) => e.code).sort().join(',');
}

/** The customValue register (`''` before any write). */
export async function readCustomValue(client: HttpClient, code: string): Promise<string> {
  const res = await client.request('GET', customValuePath, { headers: { code } });
  return (res.json().data.customValue?.crash as string | undefined) ?? '';
}

/**
 * Reads the acknowledged writes back through the API of the restarted server: each new user logs in with
 * its password, the registers hold an allowed value, and each acknowledged job is done or still queued.
 * Returns the verdict and the jobs not finished yet.
 */
export async function checkThroughApi(client: HttpClient, history: CrashHistory, adminCode: string, usersToCheck: string[]): Promise<{ verdict: Verdict; pendingJobs: string[] }> {
  const present: string[] = [];
  const replies = new Map<string, string>();
  for (const email of usersToCheck) {
    const res = await client.request('POST', '/auth/v1/general/app/local/login', { payload: { email, password: crashPassword } });
    if (res.status === 200) present.push(email);
    else replies.set(`user ${email}`, `${res.status} ${res.body.slice(0, 120)}`);
  }
  // Only the users checked here: the others were checked after an earlier restart (and again in the database at the end).
  const acked = new Set(history.acked('user'));
  const lostUsers = usersToCheck.filter((email) => acked.has(email) && !present.includes(email));
  const users = { lost: lostUsers.map((email) => `user ${email} (login after restart: ${replies.get(`user ${email}`)})`) };
  const pendingJobs: string[] = [];
  const lostJobs: string[] = [];
  for (const jobId of history.acked('job')) {
    const state = await jobState(client, adminCode, jobId);
    if (state === 'pending') pendingJobs.push(jobId);
    if (state === 'missing') lostJobs.push(`job ${jobId}`);
  }
  const verdict = merge(
    { lost: users.lost, unexpected: [] }, // unexpected users: the final database check lists them all
    history.checkRegister('selection', await readSelection(client, adminCode)),
    history.checkRegister('customValue', await readCustomValue(client, adminCode)),
    { lost: lostJobs, unexpected: [] },
  );
  return { verdict, pendingJobs };
}

/** done (200), failed (another error reply: the job ran), pending (#BATCH_PENDING) or missing (#NOT_FOUND). */
export async function jobState(client: HttpClient, code: string, jobId: string): Promise<'done' | 'failed' | 'pending' | 'missing'> {
  const res = await client.request('GET', `/remotesql/v1/general/app/local/batch/${jobId}`, { headers: { code, 'max-wait-time': '300000' } });
  if (res.status === 200) return 'done';
  const error = res.json().error as string;
  if (error === '#BATCH_PENDING') return 'pending';
  if (error === '#NOT_FOUND') return 'missing';
  return 'failed';
}

