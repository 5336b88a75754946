// `npm start`: build the portal when its sources are newer than the build, then run the server
// (PGlite in ./data, demo tenants seeded on first start) on http://localhost:3000.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = ['index.html', 'src', 'renderers', 'machines', 'domain', 'schemas', 'public', 'vite.config.ts'];
const built = join('dist', 'portal', 'index.html');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), st.mtimeMs);
}

const needsBuild = !existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
if (needsBuild) {
  console.log('Building the portal (vite build)…');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// In development the demo's identity provider, LDAP directory and external-auth verifier run alongside
// (scripts/dev-peers.ts); one that cannot start says so and the portal starts anyway.
const peers = process.env.NODE_ENV === 'production' ? undefined : spawn('npx', ['tsx', 'scripts/dev-peers.ts'], { stdio: 'inherit', env: process.env });
peers?.on('error', (error) => console.log(`[demo] Os serviços demo (ADFS, LDAP, verificador) não iniciaram: ${error.message}`));
const server = spawn('npx', ['tsx', 'server/index.ts'], { stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => [server, peers].forEach((child) => child?.kill(sig)));
server.on('exit', (code) => {
  peers?.kill('SIGTERM');
  process.exit(code ?? 0);
});
