import fp from 'fastify-plugin';
import { ConfigStore } from '../admin/config-store';
import { cipherFromEnvironment, type SecretCipher } from '../admin/secret-cipher';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tenant configs as versions, secrets encrypted at rest (issue 9). */
    configStore: ConfigStore;
    /** AES-256-GCM with keys derived for one tenant from the config-secret keys (finance credentials, issue 10). */
    tenantCipher: (tenantId: string) => SecretCipher;
  }
}

/** Opens the config store: every tenant has a version 1, and every stored secret is encrypted with the current key. */
export default fp(
  async (app) => {
    const cfg = app.config;
    const cipher = cipherFromEnvironment({
      key: cfg.configSecretKey,
      previousKeys: cfg.configSecretKeyPrevious,
      production: cfg.production,
      dataDir: cfg.dataDir,
    });
    const store = new ConfigStore(app.db, cipher, () => app.now());
    await store.prepare();
    app.decorate('configStore', store);
    app.decorate('tenantCipher', (tenantId: string) => cipher.forTenant(tenantId));
  },
  { name: 'config-store', dependencies: ['core', 'db'] },
);
