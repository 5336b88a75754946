// Session validate against the bare route (GET, and a POST with the same body, to show what HTTP's POST costs), and login against raw argon2id verify throughput (same run).
import { apiLogin } from './api-login';
import { argon2VerifyPerSecond, type Argon2Floor } from './argon2-floor';
import { once, warmUp, type LoadOptions, type LoadResult } from './http-load';
import { ratio, type Row } from './report';
import { cpuBetween, threadCpu, type ThreadCpu } from './thread-cpu';

/** Rounds of floor-then-login (odd, so the median is one round's figure). */
const loginRounds = 3;

/**
 * Sign-ins before the rounds. 1 s is ~80 of them here, and the login's main-thread CPU kept falling round after round
 * as V8 optimised the route (4.2 -> 3.6 ms per sign-in, ratios 0.76x, 0.77x, 0.83x in one run): the first round
 * measured a cold route. Session validate's 1 s warm-up is ~10,000 requests; this gives login about 1,000.
 */
const loginWarmUpRequests = 1000;

/** serverPid: the bench server's process, whose threads' CPU per sign-in is read from /proc. */
type Options = { port: number; seconds: number; connections: number; serverPid?: number };

type LoginRound = { floor: Argon2Floor; login: LoadResult; server: ThreadCpu | null; clientMs: number };

/** One round's login: the load, with the server's thread CPU and this process's (the load generator's) around it. */
async function measuredLogin(loginLoad: LoadOptions, seconds: number, serverPid: number | undefined) {
  const serverBefore = serverPid ? threadCpu(serverPid) : null;
  const clientBefore = process.cpuUsage();
  const login = await once(loginLoad, seconds);
  const client = process.cpuUsage(clientBefore);
  const server = cpuBetween(serverBefore, serverPid ? threadCpu(serverPid) : null);
  return { login, server, clientMs: (client.user + client.system) / 1000 };
}

/** Rounds of bare GET, bare POST and validate (odd, so the median is one round's figure). */
const validateRounds = 3;

type ValidateRound = { bare: LoadResult; barePost: LoadResult; validate: LoadResult };

/** The round whose ratio is the median (odd rounds), with every round's ratio for the table. */
function medianRound<T>(rounds: T[], ratioOf: (round: T) => number): { round: T; each: string } {
  const round = [...rounds].sort((a, b) => ratioOf(a) - ratioOf(b))[rounds.length >> 1]!;
  return { round, each: rounds.map((r) => ratioOf(r).toFixed(2)).join(', ') };
}

/** Failures from every run (warm-ups included), not hidden by the choice of round. */
function failures(runs: LoadResult[]): Pick<LoadResult, 'errors' | 'non2xx'> {
  return { errors: runs.reduce((sum, r) => sum + r.errors, 0), non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0) };
}

export async function apiFigures({ port, seconds, connections, serverPid }: Options): Promise<Row[]> {
  const code = await apiLogin(port, 'localhost', 'local', 'ana@demo.com.br', 'Portal@2026');
  const post = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }), connections, seconds };
  const bareLoad: LoadOptions = { url: `http://localhost:${port}/__bench/bare`, connections, seconds };
  const barePostLoad: LoadOptions = { url: `http://localhost:${port}/__bench/bare-post`, ...post };
  const validateLoad: LoadOptions = { url: `http://localhost:${port}/auth/v1/general/app/local/session/validate`, ...post };
  // Session validate and its floors take turns too, round by round: on a shared 2-core machine the bare route
  // measured a minute before the validate swung the ratio from 0.49x to 0.98x between runs on the same code.
  const validateWarm = [await once(bareLoad, 1), await once(barePostLoad, 1), await once(validateLoad, 1)];
  const validateRuns: ValidateRound[] = [];
  for (let round = 0; round < validateRounds; round += 1) {
    validateRuns.push({
      bare: await once(bareLoad, seconds),
      barePost: await once(barePostLoad, seconds),
      validate: await once(validateLoad, seconds),
    });
  }
  const byBare = medianRound(validateRuns, (r) => r.validate.rps / r.bare.rps);
  const byPost = medianRound(validateRuns, (r) => r.validate.rps / r.barePost.rps);
  const { bare, validate } = byBare.round;
  const validateFailures = failures([validateWarm[2]!, ...validateRuns.map((r) => r.validate)]);
  // Login: as many connections as the libuv pool runs hashes at once. The floor and the login take turns, round by
  // round, and the ratio is the median of the rounds' ratios: a shared machine's fast or slow spell falls on both
  // sides of a round instead of on whichever was measured then (a best-of floor against a later login swung the
  // ratio from 0.69x to 0.98x between runs on the same code).
  const loginConnections = 4;
  const loginLoad = {
    url: `http://localhost:${port}/auth/v1/general/app/local/login`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ana@demo.com.br', password: 'Portal@2026' }),
    connections: loginConnections,
    seconds,
  };
  await argon2VerifyPerSecond(loginConnections, 1);
  const warm = await warmUp(loginLoad, loginWarmUpRequests);
  const rounds: LoginRound[] = [];
  for (let round = 0; round < loginRounds; round += 1) {
    const floor = await argon2VerifyPerSecond(loginConnections, seconds);
    rounds.push({ floor, ...(await measuredLogin(loginLoad, seconds, serverPid)) });
  }
  // The figures shown are the median round's own (odd rounds: one round is the median), so its req/s over its
  // floor is the ratio printed; the other rounds' ratios are listed beside it.
  const loginMedian = medianRound(rounds, (r) => r.login.rps / r.floor.perSecond);
  const floorArgon = loginMedian.round.floor.perSecond;
  const login = { ...loginMedian.round.login, ...failures([warm, ...rounds.map((r) => r.login)]) };
  const validateRow = `session validate req/s (median round of ${validateRounds}, each: bare GET, bare POST, validate)`;
  return [
    [validateRow, validate.rps.toFixed(0), `${bare.rps.toFixed(0)} bare route`, `${ratio(validate.rps, bare.rps)} (budget >= 0.60x; rounds: ${byBare.each})`],
    [
      'session validate req/s vs a bare POST {code} route (median round)',
      byPost.round.validate.rps.toFixed(0),
      `${byPost.round.barePost.rps.toFixed(0)} bare POST route`,
      `${ratio(byPost.round.validate.rps, byPost.round.barePost.rps)} (rounds: ${byPost.each})`,
    ],
    ['session validate p99', `${validate.p99Ms} ms`, `${bare.p99Ms} ms bare route`, `non-2xx ${validateFailures.non2xx}, errors ${validateFailures.errors}`],
    [
      `login req/s (after ${loginWarmUpRequests} sign-ins, median round of ${loginRounds}, each: floor then login)`,
      login.rps.toFixed(1),
      `${floorArgon.toFixed(1)} argon2id verify/s`,
      `${ratio(login.rps, floorArgon)} (budget >= 0.85x; rounds: ${loginMedian.each})`,
    ],
    ['login p99', `${login.p99Ms} ms`, '-', `non-2xx ${login.non2xx}, errors ${login.errors}`],
    ...loginCpuRows(loginMedian.round),
  ];
}

/**
 * Where a sign-in's CPU goes in the median round, against the floor's CPU per raw verify: the server's main thread
 * (HTTP, the route, the two PGlite queries), its other threads (argon2 in libuv's pool, V8's helpers) and the load
 * generator, which shares the machine's cores with the server.
 */
function loginCpuRows({ floor, login, server, clientMs }: LoginRound): Row[] {
  if (!server || login.requests === 0) return [];
  const per = (ms: number) => `${(ms / login.requests).toFixed(2)} ms`;
  const total = (server.mainMs + server.othersMs + clientMs) / login.requests;
  return [
    [
      'login CPU per sign-in (median round): all / main thread / pool and V8 threads / load generator',
      `${total.toFixed(2)} ms / ${per(server.mainMs)} / ${per(server.othersMs)} / ${per(clientMs)}`,
      `${floor.cpuMsPerVerify.toFixed(2)} ms per raw verify`,
      ratio(floor.cpuMsPerVerify, total),
    ],
  ];
}
