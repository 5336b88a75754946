// Session validate against the bare route (GET, and a POST with the same body, to show what HTTP's POST costs), and login against raw argon2id verify throughput (same run).
import { apiLogin } from './api-login';
import { argon2VerifyPerSecond } from './argon2-floor';
import { load, type LoadResult } from './http-load';
import { ratio, type Row } from './report';

type Options = { port: number; seconds: number; connections: number; bare: LoadResult };

export async function apiFigures({ port, seconds, connections, bare }: Options): Promise<Row[]> {
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
  // Login: as many connections as the libuv pool runs hashes at once; the floor is also the best of two.
  const loginConnections = 4;
  const floorArgon = Math.max(
    await argon2VerifyPerSecond(loginConnections, 1),
    await argon2VerifyPerSecond(loginConnections, seconds),
    await argon2VerifyPerSecond(loginConnections, seconds),
  );
  const login = await load({
    url: `http://localhost:${port}/auth/v1/general/app/local/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ana@demo.com.br', password: 'Portal@2026' }),
    connections: loginConnections,
    seconds,
  });
  return [
    ['session validate req/s', validate.rps.toFixed(0), `${bare.rps.toFixed(0)} bare route`, `${ratio(validate.rps, bare.rps)} (budget >= 0.60x)`],
    ['session validate req/s vs a bare POST {code} route', validate.rps.toFixed(0), `${barePost.rps.toFixed(0)} bare POST route`, ratio(validate.rps, barePost.rps)],
    ['session validate p99', `${validate.p99Ms} ms`, `${bare.p99Ms} ms bare route`, `non-2xx ${validate.non2xx}, errors ${validate.errors}`],
    ['login req/s', login.rps.toFixed(1), `${floorArgon.toFixed(1)} argon2id verify/s`, `${ratio(login.rps, floorArgon)} (budget >= 0.85x)`],
    ['login p99', `${login.p99Ms} ms`, '-', `non-2xx ${login.non2xx}, errors ${login.errors}`],
  ];
}
