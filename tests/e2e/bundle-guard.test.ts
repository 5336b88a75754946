// Guard (issue 14): RJSF, the JSON Schema validator, DOMPurify, the editor, dayjs and the virtualiser never enter
// the login or dashboard chunks, the static import graph of the entry, the login route and the portal route in the
// build global-setup made; and the login route's first-load JS stays within the quality bar's budget against the
// bench's bare Vite React page, which global-setup builds beside the portal (bytes, not time).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { firstLoadJs, loginJsBudget } from '../../bench/bundle';
import { kib } from '../../bench/report';
import { firstScreenRoutes } from '../../server/http/portal-assets';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/** Strings each library's code keeps through minification (option names, hook names, class names). */
const markers: [library: string, pattern: RegExp][] = [
  ['RJSF', /ArrayFieldTemplate|getDefaultRegistry/],
  // Issue 13: the browser interprets JSON Schemas (@cfworker/json-schema); ajv's compiler is in no chunk at all.
  ['JSON Schema interpreter', /does not have required property/],
  ['DOMPurify', /uponSanitizeElement|ALLOWED_URI_REGEXP/],
  ['CodeMirror editor', /cm-editor|cm-content/],
  // Issue 15: the QA workbench and its layout library (ELK) only on /qa.
  ['QA workbench', /Bancada de QA|qa-screen__frame/],
  ['ELK', /org\.eclipse\.elk/],
  // Issue 14: dayjs (dates on admin screens, relative times when the bell opens) loads after the first screens.
  ['dayjs', /\$isDayjsObject/],
  ['dayjs pt-br relative times', /há %s/],
  // Issue 14: the virtualised lists (and @tanstack/virtual-core) are a chunk only a tenant of 30 modules or more loads.
  ['@tanstack/virtual-core', /isScrollingResetDelay/],
];
const routes = Object.values(firstScreenRoutes);

const portalDir = inject('e2ePortalDir');
const manifest = JSON.parse(readFileSync(path.join(portalDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The files loaded with the entry and the given routes before any of their dynamic imports. */
function guardedFiles(guarded = routes): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not a chunk of the build`);
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const route of guarded) visit(route);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

const read = (file: string) => readFileSync(path.join(portalDir, file), 'utf8');
/** Every JS file of the build, as `assets/<name>`. */
const allChunks = () => readdirSync(path.join(portalDir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
const found = (files: string[]) =>
  markers.flatMap(([library, pattern]) => files.filter((f) => pattern.test(read(f))).map((f) => `${library} in ${f}`));

describe('bundle guard (issue 14): first-screen chunks', () => {
  it('finds each library somewhere in the build (the markers still match what the build ships)', () => {
    const all = allChunks();
    for (const [library, pattern] of markers) {
      expect(all.some((f) => pattern.test(read(f))), `${library} marker found in no chunk`).toBe(true);
    }
  });

  it('keeps RJSF, the JSON Schema validator, DOMPurify, the editor and dayjs out of the entry, login and dashboard graph', () => {
    const files = guardedFiles();
    expect(files.length).toBeGreaterThan(3);
    expect(found(files)).toEqual([]);
  });

  it("keeps dayjs out of the login screen's JS (the entry and the login route)", () => {
    const files = guardedFiles([firstScreenRoutes.login]);
    expect(files.length).toBeGreaterThan(2);
    expect(found(files).filter((hit) => hit.startsWith('dayjs'))).toEqual([]);
  });

  // vite.config.ts: the entry's imports stay in its file; each first screen's modules come as one file plus one
  // file the two screens share (Rolldown's default gave the login screen 22 files, 14 of them under 2 KB).
  it('loads each first screen as a handful of files: React, the runtime, the entry, the route and its screen files', () => {
    const entryFiles = guardedFiles([]);
    expect(entryFiles.map((f) => path.basename(f).replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual(['index', 'react', 'rolldown-runtime']);
    for (const route of routes) {
      const extra = guardedFiles([route]).filter((file) => !entryFiles.includes(file));
      expect(extra.length, `${route}: ${extra.join(', ')}`).toBeGreaterThanOrEqual(2);
      expect(extra.length, `${route}: ${extra.join(', ')}`).toBeLessThanOrEqual(3);
    }
  });

  // vite.config.ts `jsonSchemaEditorTrim`: the config editor's hover texts without markdown-it and shiki, JSON only.
  it("ships none of codemirror-json-schema's unused parts (markdown-it, shiki, JSON5, YAML) in any chunk", () => {
    const all = allChunks();
    const unused: [library: string, pattern: RegExp][] = [
      ['markdown-it', /typographer/],
      ['shiki', /loadWasm|vitesse-light/],
      ['json5', /JSON5: invalid/],
      ['yaml', /YAMLParseError/],
    ];
    expect(all.some((f) => /cm6-json-schema-hover/.test(read(f))), 'the hover of codemirror-json-schema is in no chunk').toBe(true);
    expect(unused.flatMap(([library, pattern]) => all.filter((f) => pattern.test(read(f))).map((f) => `${library} in ${f}`))).toEqual([]);
  });

  it("ships no ajv compiler in any chunk (issue 13: the CSP has no 'unsafe-eval')", () => {
    const all = allChunks();
    expect(all.length).toBeGreaterThan(3);
    expect(all.filter((f) => /strictTuples|removeAdditional/.test(read(f)))).toEqual([]);
  });
});

// The quality bar's login JS budget against the bare React page (gzip). The bench prints the same two figures
// (bench/bundle-figures.ts, the manifest rows) and what Chromium fetches per tenant; this keeps the budget from
// being lost between bench runs, by a dependency or a module that joins the login screen.
describe('login JS budget (quality bar)', () => {
  it(`keeps the login route's first-load JS (gzip) within ${loginJsBudget}x the bare Vite React page's`, () => {
    const floor = firstLoadJs(inject('e2eBareReactDir'), []);
    const login = firstLoadJs(portalDir, [firstScreenRoutes.login]);
    // The floor is React's production bundle (react-dom, react, scheduler: about 66 KiB); its development bundle,
    // or a floor that failed to build, would hold the portal to another budget.
    expect(floor.files).toHaveLength(1);
    expect(floor.gzipBytes).toBeGreaterThan(50 * 1024);
    expect(floor.gzipBytes).toBeLessThan(90 * 1024);
    const figures = `login ${kib(login.gzipBytes)} (${login.files.join(', ')}), bare React ${kib(floor.gzipBytes)}`;
    expect(login.gzipBytes / floor.gzipBytes, figures).toBeLessThanOrEqual(loginJsBudget);
  });
});
