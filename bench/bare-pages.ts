// The floors' pages (bench/bare-react, bench/bare-list) as Vite builds them: no config file of ours, only the React
// plugin and the same precompressed copies as the portal's build (the fetched-JS floor is gzip on the wire too).
// The bench builds them in-process. The e2e setup runs `npx tsx bench/bare-pages.ts bare-react <outDir>` with
// NODE_ENV=production (vitest's NODE_ENV=test would give React's development build) for the login budget test
// (tests/e2e/bundle-guard.test.ts).
import { join, resolve } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from '../vite.config';

export const barePages = ['bare-react', 'bare-list'] as const;
export type BarePage = (typeof barePages)[number];

export async function buildBarePage(page: BarePage, outDir: string): Promise<void> {
  await build({
    root: join(import.meta.dirname, page),
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), precompressAssets()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const [page, outDir] = process.argv.slice(2);
  if (!barePages.includes(page as BarePage) || !outDir) {
    throw new Error(`usage: bare-pages.ts ${barePages.join('|')} <outDir>`);
  }
  await buildBarePage(page as BarePage, resolve(outDir));
}
