// The floor for login throughput: raw argon2id verify with the server's own parameters and the same concurrency.
import { hash, verify } from '@node-rs/argon2';
import { argon2Params } from '../server/auth/argon2-params';

/** Verifies per second, and the CPU of this process (libuv's pool and the loop) per verify. */
export type Argon2Floor = { perSecond: number; cpuMsPerVerify: number };

export async function argon2VerifyPerSecond(concurrency: number, seconds: number): Promise<Argon2Floor> {
  const stored = await hash('Portal@2026', argon2Params);
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      if (!(await verify(stored, 'Portal@2026', argon2Params))) throw new Error('argon2 verify failed');
      done += 1;
    }
  };
  const started = Date.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const cpu = process.cpuUsage(cpuBefore);
  return { perSecond: done / ((Date.now() - started) / 1000), cpuMsPerVerify: (cpu.user + cpu.system) / 1000 / done };
}
