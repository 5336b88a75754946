import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/files/s3-file-store';

/** A real S3-compatible server (s3rver) on a free port with a fresh directory and one bucket; close() removes it. */
export async function startS3Server(bucket = 'portal-files') {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  // s3rver's built-in account.
  const settings: S3Settings = { url: `http://127.0.0.1:${address.port}`, bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    settings,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
