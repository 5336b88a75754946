import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenRoutes } from './server/http/portal-assets.js';

/**
 * React Router 7 publishes one build whose exported components defeat tree-shaking: `forwardRef(...)` calls
 * without a pure annotation and top-level `X.displayName = '...'` writes keep NavLink, Form and their helpers
 * (useSubmit, form encoding, view transitions) in the entry although the app never uses them; its dev warnings are
 * on (`ENABLE_DEV_WARNINGS = true`, the only difference from its unexported dist/production copy). This marks the
 * calls pure, drops the DevTools-only names and turns the warnings off. When a release changes that shape the
 * patterns just stop matching: the bundle grows back, nothing breaks.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/.test(id)) return null;
      const trimmed = code
        .replace(/= (React\d*)\.(forwardRef|memo|createContext)\(/g, '= /* @__PURE__ */ $1.$2(')
        .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
        .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;');
      // Lines stay where they were, so the library's own source map still holds (map: null keeps it).
      return trimmed === code ? null : { code: trimmed, map: null };
    },
  };
}

const jsonSchemaDist = /[\\/]node_modules[\\/]codemirror-json-schema[\\/]dist[\\/]/;
/** The library's modules the config editor replaces, by their path under its dist/, with what stands in. */
const jsonSchemaStandIns: Record<string, string> = {
  // markdown-it plus a shiki highlighter made on load (its grammar and two themes fetched on every editor load).
  'utils/markdown.js': `export { renderMarkdown } from ${JSON.stringify(resolve(import.meta.dirname, 'renderers/admin/schema-doc-markdown.ts'))};`,
  // The editor edits JSON only: the JSON5 and YAML parsers (json5, yaml, codemirror-json5) stay out.
  'parsers/index.js': [
    `import { MODES } from "../constants";`,
    `import { parseJSONDocumentState } from "./json-parser";`,
    `export const getDefaultParser = (mode) => {`,
    `  if (mode === MODES.JSON) return parseJSONDocumentState;`,
    `  throw new Error("codemirror-json-schema: only JSON mode is in this build (asked for " + mode + ")");`,
    `};`,
  ].join('\n'),
};

/**
 * codemirror-json-schema brings markdown-it, shiki, json5 and yaml into the config editor's chunk for features it
 * does not use (fenced-code highlighting in hover texts, JSON5 and YAML modes): the editor's chunk was 285 KiB gzip
 * with them and is 168 without, plus three chunks of grammar and themes no longer fetched (bench: the editor page's
 * first visit 566 -> 426 KiB). The same swap in the build, the dev server's dependency bundling and the tests
 * (vitest.config.ts), so all three run the editor alike. When a release moves these files, nothing matches and the
 * library's own modules load (the bundle guard then finds markdown-it and shiki again).
 */
export function jsonSchemaEditorTrim(): Plugin & Rolldown.Plugin {
  return {
    name: 'json-schema-editor-trim',
    load(id: string) {
      const match = jsonSchemaDist.exec(id);
      if (!match) return null;
      const standIn = jsonSchemaStandIns[id.slice(match.index + match[0].length).replace(/\\/g, '/').replace(/\?.*$/, '')];
      return standIn ?? null;
    },
  };
}

// A .gz (gzip level 9) and a .br (brotli quality 11) next to each text asset of the build, so the server sends
// them as they are (@fastify/static `preCompressed`) instead of compressing per request; the bench's bare pages too.
// Not index.html: the server templates it per response (its CSP nonce).
const compressible = /\.(js|mjs|css|svg|json|txt|map|webmanifest)$/;
/** Below this the headers outweigh the saving. */
const minBytes = 512;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes the compressed copies of every compressible file under dir (the same settings for every page we measure). */
export function precompressDir(dir: string): void {
  for (const path of files(dir)) {
    if (!compressible.test(path) || statSync(path).size < minBytes) continue;
    const body = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
  }
}

export function precompressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      precompressDir(resolve(config.root, config.build.outDir));
    },
  };
}

/** A module's static import graph (itself included), by module id. */
function staticClosure(ctx: Rolldown.ChunkingContext, id: string, seen = new Set<string>()): Set<string> {
  if (seen.has(id)) return seen;
  seen.add(id);
  for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) staticClosure(ctx, dep, seen);
  return seen;
}

/** Per chunking pass (keyed by the login route's module info, which a pass reuses): each screen's static graph. */
const firstScreens = new WeakMap<object, { login: Set<string>; portal: Set<string> }>();
const routeId = (route: string) => resolve(import.meta.dirname, route);

/**
 * Rolldown's default gives every set of lazy chunks sharing modules a file of its own: the login screen came as
 * 14 files, half of them under 500 bytes gzip (each a request, and a gzip stream that cannot share the others'
 * words). The app's modules of the login route's static graph go into one 'login-screen' file, those the portal
 * route shares with it into 'first-screens' (both screens need them), the portal's own into 'portal-screen'. The
 * route modules themselves stay their own chunks (the server preloads them by their manifest keys).
 */
function firstScreenChunk(id: string, ctx: Rolldown.ChunkingContext): string | null {
  if (id.includes('node_modules') || id.startsWith('\0')) return null;
  if (Object.values(firstScreenRoutes).some((route) => id === routeId(route))) return null;
  const key = ctx.getModuleInfo(routeId(firstScreenRoutes.login));
  if (!key) return null;
  let graphs = firstScreens.get(key);
  if (!graphs) {
    graphs = { login: staticClosure(ctx, routeId(firstScreenRoutes.login)), portal: staticClosure(ctx, routeId(firstScreenRoutes.portal)) };
    firstScreens.set(key, graphs);
  }
  const inLogin = graphs.login.has(id);
  const inPortal = graphs.portal.has(id);
  if (inLogin && inPortal) return 'first-screens';
  if (inLogin) return 'login-screen';
  if (inPortal) return 'portal-screen';
  return null;
}

// The portal: index.html -> src/main.tsx, built to dist/portal and served by the Fastify server.
export default defineConfig({
  plugins: [react(), reactRouterTreeShaking(), jsonSchemaEditorTrim(), precompressAssets()],
  optimizeDeps: { rolldownOptions: { plugins: [jsonSchemaEditorTrim()] } },
  // React 19 has useSyncExternalStore: @xstate/react's shim for React 16/17 would only add its fallback code.
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    // The portal targets current browsers only, and all of them support <link rel=modulepreload> natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React in one long-cached chunk: it changes far less often than the app, and react, react/jsx-runtime
        // and react-dom stop being three files (Rolldown otherwise splits the two shared with lazy chunks off).
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // Everything the entry imports statically stays in the entry's own file, instead of Rolldown's default
            // of splitting whatever a lazy chunk shares with it into a file of its own (xstate, the HTTP client...).
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The two first screens' modules in two files, not a file per module they share with other chunks.
            { name: firstScreenChunk, debugName: 'first screens', priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '^/(auth|core|remotesql|activity|access|app|file|notifications|cache|schemas|dev)/': 'http://localhost:3000' } },
});
