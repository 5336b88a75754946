import { startExternalVerifier } from './external-verifier';
import { slapdPath, startDirectory } from './ldap-directory';
import { startIdentityProvider } from './oidc-idp';

/** The demo's peers, as fixtures/tenants/*.json expect them (acme's ADFS, local's directory, gamma's verifier). */
export const demoPeerPorts = { idp: 4100, ldap: 3389, verifier: 4101 };
const demoPassword = 'Portal@2026';

export type DemoPeers = {
  /** DEMO_IDP_URL, DEMO_LDAP_URL, DEMO_VERIFIER_URL for the server (seeded into the demo tenants). */
  env: Record<string, string>;
  /** Plain pt-BR lines about what runs, and what could not start. */
  notes: string[];
  stop(): Promise<void>;
};

/**
 * Starts the demo identity provider (oidc-provider, user ti@acme.com.br), the demo directory (slapd, user
 * ldap@demo.com.br) and gamma's external-auth verifier (username carlos), all with the demo password. A peer that
 * cannot start (slapd not installed, port taken) is reported in `notes`; the others still run.
 */
export async function startDemoPeers(options: {
  portalPort: number;
  ports?: Partial<typeof demoPeerPorts>;
  /** Tenant hosts the identity provider sends the browser back to. */
  acmeHosts?: string[];
}): Promise<DemoPeers> {
  const ports = { ...demoPeerPorts, ...options.ports };
  const stops: (() => Promise<void>)[] = [];
  const env: Record<string, string> = {};
  const notes: string[] = [];
  const hosts = options.acmeHosts ?? ['acme.portal.test'];
  try {
    const idp = await startIdentityProvider({
      port: ports.idp,
      clients: [
        {
          clientId: 'portal-acme',
          clientSecret: 'not-a-real-secret',
          redirectUris: hosts.map((h) => `http://${h}:${options.portalPort}/federationLogin/acme`),
        },
      ],
      users: [{ email: 'ti@acme.com.br', name: 'Equipe TI', password: demoPassword }],
    });
    stops.push(idp.stop);
    env.DEMO_IDP_URL = idp.issuer;
    notes.push(`Identidade demo (ADFS/OpenID Connect): ${idp.issuer} (ti@acme.com.br, senha ${demoPassword})`);
  } catch (error) {
    notes.push(`A identidade demo (ADFS) não iniciou na porta ${ports.idp}: ${(error as Error).message}. 'Continuar com Microsoft' não vai funcionar.`);
  }
  if (!slapdPath) {
    notes.push("O diretório LDAP demo não iniciou: o slapd não está instalado (sudo apt-get install -y slapd ldap-utils). O login de ldap@demo.com.br vai responder que o diretório não está disponível.");
  } else {
    try {
      const directory = await startDirectory({
        suffix: 'dc=demo,dc=local',
        port: ports.ldap,
        serviceAccount: { cn: 'portal', password: 'demo-directory-service' },
        users: [{ uid: 'lara', mail: 'ldap@demo.com.br', cn: 'Lara Diretório', password: demoPassword }],
        groups: [{ cn: 'financeiro', members: ['lara'] }],
      });
      stops.push(directory.stop);
      env.DEMO_LDAP_URL = directory.url;
      notes.push(`Diretório LDAP demo (slapd): ${directory.url} (ldap@demo.com.br, senha ${demoPassword})`);
    } catch (error) {
      notes.push(`O diretório LDAP demo não iniciou na porta ${ports.ldap}: ${(error as Error).message}`);
    }
  }
  try {
    const verifier = await startExternalVerifier({
      port: ports.verifier,
      secret: 'demo-gamma-verifier',
      accounts: [{ username: 'carlos', password: demoPassword, email: 'carlos@gamma.com.br' }],
    });
    stops.push(verifier.stop);
    env.DEMO_VERIFIER_URL = verifier.url;
    notes.push(`Verificador externo demo (gamma): ${verifier.url} (usuário carlos, senha ${demoPassword})`);
  } catch (error) {
    notes.push(`O verificador externo demo não iniciou na porta ${ports.verifier}: ${(error as Error).message}`);
  }
  return { env, notes, stop: async () => void (await Promise.all(stops.map((s) => s()))) };
}
