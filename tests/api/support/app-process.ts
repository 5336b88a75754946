/**
 * One portal server as a real child process, for the cross-process tests: the config comes from the environment
 * (DATABASE_URL, DATA_DIR), it listens on a free port of 127.0.0.1 and prints one JSON line {port, runner}
 * (its job runner's id) when ready. The test ends it with SIGKILL (a crash) or SIGTERM.
 */
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';

const app = await buildApp({ config: { ...loadConfig(), host: '127.0.0.1', port: 0 }, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
process.stdout.write(`${JSON.stringify({ port, runner: app.jobs.id })}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
