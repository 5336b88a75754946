import path from 'node:path';
import fp from 'fastify-plugin';
import type { FileStore } from '../files/file-store';
import { LocalFileStore } from '../files/local-file-store';
import { S3FileStore } from '../files/s3-file-store';
import { filesSigningKey } from '../files/signing-key';
import { UrlSigner } from '../files/url-signer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The file store (local disk by default, S3-compatible with FILES_S3_URL) and the signer of our file URLs. */
    files: { store: FileStore; signer: UrlSigner };
  }
}

/** Opens the file store the configuration names (README "Configuration": FILES_*). */
export default fp(
  async (app) => {
    const cfg = app.config;
    const signer = new UrlSigner(
      filesSigningKey({ key: cfg.filesSigningKey, configSecretKey: cfg.configSecretKey, production: cfg.production, dataDir: cfg.dataDir }),
    );
    const store: FileStore = cfg.filesS3
      ? new S3FileStore(cfg.filesS3, () => app.now())
      : new LocalFileStore(path.join(cfg.dataDir, 'files'), signer);
    app.decorate('files', { store, signer });
  },
  { name: 'files', dependencies: ['core'] },
);
