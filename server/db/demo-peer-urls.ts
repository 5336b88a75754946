import type { TenantDocument } from '../../schemas/tenant';

/**
 * Where the demo's peers run when not on their usual ports (the e2e run starts them on free ports): DEMO_IDP_URL
 * (acme's ADFS issuer), DEMO_LDAP_URL (local's demo.local directory) and DEMO_VERIFIER_URL (gamma's external auth)
 * replace the fixtures' URLs before they are seeded.
 */
export function withDemoPeerUrls(documents: TenantDocument[], env: NodeJS.ProcessEnv): TenantDocument[] {
  return documents.map((doc) => {
    const server = structuredClone(doc.server);
    if (env.DEMO_IDP_URL && server.adfs && doc.company.id === 'acme') server.adfs.issuer = env.DEMO_IDP_URL;
    const directory = server.ldap?.['demo.local'];
    if (env.DEMO_LDAP_URL && directory) directory.url = env.DEMO_LDAP_URL;
    if (env.DEMO_VERIFIER_URL && server.externalAuth && doc.company.id === 'gamma') server.externalAuth.url = env.DEMO_VERIFIER_URL;
    return { ...doc, server };
  });
}
