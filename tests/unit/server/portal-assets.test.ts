import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readPortalAssets } from '../../../server/http/portal-assets';

let root: string | null = null;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = null;
});

/** A built portal with a manifest and one CSS rule per stylesheet (its file name as the class). */
function build(manifest: Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>): string {
  root = mkdtempSync(path.join(tmpdir(), 'portal-assets-'));
  mkdirSync(path.join(root, '.vite'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const chunk of Object.values(manifest)) {
    for (const css of chunk.css ?? []) writeFileSync(path.join(root, css), `.${path.basename(css, '.css')}{gap:1px}`);
  }
  return root;
}

describe('the route assets the server inlines and preloads (issue 14 first paint)', () => {
  it("puts a shared chunk's CSS before the CSS of the screen that imports it, as the app's loader adds them", () => {
    // The portal screen refines the shared cookie banner (`.cookie-disclaimer` after `.cookie-banner`): in the
    // other order a phone's first paint drew the banner 6 px taller than the app, a layout shift on every load.
    const dir = build({
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'], isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'src/login/login-route.tsx': { file: 'assets/login-route.js', imports: ['_login-screen.js', '_first-screens.js', 'index.html'] },
      '_login-screen.js': { file: 'assets/login-screen.js', css: ['assets/login-screen.css'], imports: ['_first-screens.js'] },
      'src/portal/portal-route.tsx': { file: 'assets/portal-route.js', imports: ['_portal-screen.js', 'index.html'] },
      '_portal-screen.js': { file: 'assets/portal-screen.js', css: ['assets/portal-screen.css'], imports: ['_first-screens.js', '_react.js'] },
      '_first-screens.js': { file: 'assets/first-screens.js', css: ['assets/first-screens.css'], imports: ['_react.js'] },
    });
    const assets = readPortalAssets(dir);
    expect(assets.entryCss).toBe('.index{gap:1px}');
    expect(assets.portal.css).toBe('.first-screens{gap:1px}\n.portal-screen{gap:1px}');
    expect(assets.login.css).toBe('.first-screens{gap:1px}\n.login-screen{gap:1px}');
    // Modules: the route's chunk first (what the route needs soonest), none of the entry's.
    expect(assets.portal.modules).toEqual(['/assets/portal-route.js', '/assets/portal-screen.js', '/assets/first-screens.js']);
    expect(assets.login.modules).toEqual(['/assets/login-route.js', '/assets/login-screen.js', '/assets/first-screens.js']);
  });
});
