// `npm start` in development runs this next to the server: the demo's identity provider, directory and external-auth
// verifier (scripts/peers/demo-peers.ts), so 'Continuar com Microsoft', the LDAP user and gamma's login work offline.
import { startDemoPeers } from './peers/demo-peers';

async function main() {
  const portalPort = Number(process.env.PUBLIC_PORT ?? process.env.PORT ?? 3000);
  const peers = await startDemoPeers({ portalPort });
  for (const note of peers.notes) console.log(`[demo] ${note}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      peers.stop().finally(() => process.exit(0));
    });
  }
}

void main();
