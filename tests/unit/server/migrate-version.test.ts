import { describe, expect, it } from 'vitest';
import { assertServerVersion } from '../../../server/db/migrate';

/** A server that answers only the version query, as PostgreSQL `current_setting` would. */
const serverAt = (num: string, version: string) => ({
  query: async <T>() => [{ server_version_num: num, server_version: version }] as T[],
});

describe('the PostgreSQL version the migrations need', () => {
  it('refuses PostgreSQL 14 with a message naming its version and the one needed', async () => {
    await expect(assertServerVersion(serverAt('140011', '14.11'))).rejects.toThrow(
      'PostgreSQL 14.11 é antigo demais: o portal precisa do PostgreSQL 15 ou mais novo',
    );
  });

  it('accepts PostgreSQL 15 and newer', async () => {
    await expect(assertServerVersion(serverAt('150000', '15.0'))).resolves.toBeUndefined();
    await expect(assertServerVersion(serverAt('170004', '17.4'))).resolves.toBeUndefined();
  });
});
