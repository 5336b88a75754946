import type { Options } from '@node-rs/argon2';

/**
 * argon2id parameters for every password hash (seed, registration, login verify, the dummy hash) and for
 * the benchmark. OWASP's second recommended profile: 19 MiB, 2 passes, 1 lane.
 */
export const argon2Params: Options = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under isolatedModules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
};
