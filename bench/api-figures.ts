// Session validate against the bare route (GET, and a POST with the same body, to show what HTTP's POST costs), and login against raw argon2id verify throughput (same run).
import { apiLogin } from './api-login';
import { argon2VerifyPerSecond, type Argon2Floor } from './argon2-floor';
import { load, once, type LoadOptions, type LoadResult } from './http-load';
import { ratio, type Row } from './report';
import { cpuBetween, threadCpu, type ThreadCpu } from './thread-cpu';

/** Rounds of floor-then-login (odd, so the median is one round's figure). */
const loginRounds = 3;

/** serverPid: the bench server's process, whose threads' CPU per sign-in is read from /proc. */
type Options = { port: number; seconds: number; connections: number; bare: LoadResult; serverPid?: number };

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

export async function apiFigures({ port, seconds, connections, bare, serverPid }: Options): Promise<Row[]> {
  const code = await apiLogin(port, 'localhost', 'local', 'ana@demo.com.br', 'Portal@2026');
  const barePost = await load({
    url: `http://localhost:${port}/__bench/bare-post`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
    connections,
    seconds,
  });
  const validate = await load({
    url: `http://localhost:${port}/auth/v1/general/app/local/session/validate`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
    connections,
    seconds,
  });
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
  const warm = await once(loginLoad, 1);
  const rounds: LoginRound[] = [];
  for (let round = 0; round < loginRounds; round += 1) {
    const floor = await argon2VerifyPerSecond(loginConnections, seconds);
    rounds.push({ floor, ...(await measuredLogin(loginLoad, seconds, serverPid)) });
  }
  // The figures shown are the median round's own (odd rounds: one round is the median), so its req/s over its
  // floor is the ratio printed; the other rounds' ratios are listed beside it.
  const ratioOf = (r: LoginRound) => r.login.rps / r.floor.perSecond;
  const medianRound = [...rounds].sort((a, b) => ratioOf(a) - ratioOf(b))[loginRounds >> 1]!;
  const floorArgon = medianRound.floor.perSecond;
  const login = {
    ...medianRound.login,
    // Failures from any run (warm-up included) are reported, not hidden by the choice of round.
    non2xx: warm.non2xx + rounds.reduce((sum, r) => sum + r.login.non2xx, 0),
    errors: warm.errors + rounds.reduce((sum, r) => sum + r.login.errors, 0),
  };
  const eachRound = rounds.map((r) => ratioOf(r).toFixed(2)).join(', ');
  return [
    ['session validate req/s', validate.rps.toFixed(0), `${bare.rps.toFixed(0)} bare route`, `${ratio(validate.rps, bare.rps)} (budget >= 0.60x)`],
    ['session validate req/s vs a bare POST {code} route', validate.rps.toFixed(0), `${barePost.rps.toFixed(0)} bare POST route`, ratio(validate.rps, barePost.rps)],
    ['session validate p99', `${validate.p99Ms} ms`, `${bare.p99Ms} ms bare route`, `non-2xx ${validate.non2xx}, errors ${validate.errors}`],
    [
      `login req/s (median round of ${loginRounds}, each: floor then login)`,
      login.rps.toFixed(1),
      `${floorArgon.toFixed(1)} argon2id verify/s`,
      `${ratio(login.rps, floorArgon)} (budget >= 0.85x; rounds: ${eachRound})`,
    ],
    ['login p99', `${login.p99Ms} ms`, '-', `non-2xx ${login.non2xx}, errors ${login.errors}`],
    ...loginCpuRows(medianRound),
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
