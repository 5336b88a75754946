import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What a route's first screen needs from the build: its chunks (modulepreload) and its CSS text (inlined). */
export type RouteAssets = { modules: string[]; css: string };
export type PortalAssets = {
  entryCss: string;
  entryCssFiles: string[];
  login: RouteAssets;
  portal: RouteAssets;
};

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const none: RouteAssets = { modules: [], css: '' };
const empty: PortalAssets = { entryCss: '', entryCssFiles: [], login: none, portal: none };

/** The lazy routes whose first screen the server paints, by manifest key (vite.config.ts groups their modules). */
export const firstScreenRoutes = { login: 'src/login/login-route.tsx', portal: 'src/portal/portal-route.tsx' } as const;

/**
 * A chunk's static import graph by manifest key, each chunk after the chunks it imports: the order Vite's loader
 * adds their stylesheets in, so inlined CSS cascades as the app's will (a screen's rule after the shared one it
 * refines). Reversed, the chunk comes first: the order to preload them in.
 */
function dependenciesFirst(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [...(manifest[key].imports ?? []).flatMap((k) => dependenciesFirst(manifest, k, seen)), key];
}

/** Style text for a <style> element: a `</style` inside (never written by our CSS) cannot end the element. */
const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * Read once at start-up from the built portal's .vite/manifest.json: the entry's CSS and, for the login route
 * (`/`) and the portal route (`/dashboard`...), the chunks their lazy import will load that the entry does not
 * already load, and the CSS those chunks bring. No manifest (a build without one): nothing extra.
 */
export function readPortalAssets(root: string): PortalAssets {
  const file = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(file)) return empty;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const cssOf = (files: string[]) => files.map((f) => styleText(readFileSync(path.join(root, f), 'utf8'))).join('\n');
  const entryKeys = dependenciesFirst(manifest, 'index.html');
  const entryCssFiles = [...new Set(entryKeys.flatMap((k) => manifest[k]?.css ?? []))];
  const route = (key: string): RouteAssets => {
    const keys = dependenciesFirst(manifest, key, new Set(entryKeys));
    const cssFiles = [...new Set(keys.flatMap((k) => manifest[k]?.css ?? []))].filter((f) => !entryCssFiles.includes(f));
    return { modules: keys.toReversed().map((k) => `/${manifest[k]!.file}`), css: cssOf(cssFiles) };
  };
  return {
    entryCss: cssOf(entryCssFiles),
    entryCssFiles: entryCssFiles.map((f) => `/${f}`),
    login: route(firstScreenRoutes.login),
    portal: route(firstScreenRoutes.portal),
  };
}
