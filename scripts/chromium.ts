// Debian's Chromium (`apt-get install -y chromium`, never a browser download) and the flags DESIGN.md §6 gives
// it: one place for the e2e tests, the bench, the replay report's screenshots and the favicon renderer.

/** The browser binary itself (/usr/bin/chromium is a shell wrapper that adds /etc/chromium.d's flags). */
export const chromiumPath = '/usr/lib/chromium/chromium';

/** Headless in a container, no background traffic, and the demo tenants' hosts (*.portal.test) on this machine. */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP *.portal.test 127.0.0.1',
];
