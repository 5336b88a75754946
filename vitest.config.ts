import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { jsonSchemaEditorTrim } from './vite.config.js';

// Test projects (README "Testing"): unit (pure rules, components in jsdom), replay (statechart fixtures),
// api (Fastify inject on PGlite and PostgreSQL), e2e (Chromium against a real server).
// Node 22+ has its own Web Storage globals; from Node 25 on `localStorage` is defined (undefined without
// --localstorage-file) and hides jsdom's: tests use jsdom's. Node 20 does not know the flag.
const nodeMajor = Number(process.versions.node.split('.')[0]);
const execArgv = nodeMajor >= 22 ? ['--no-experimental-webstorage'] : [];

export default defineConfig({
  plugins: [react(), jsonSchemaEditorTrim()],
  test: {
    execArgv,
    // codemirror-json-schema's ESM imports its own files without extensions (fine for Vite, not for Node): inlined.
    server: { deps: { inline: ['codemirror-json-schema'] } },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      { extends: true, test: { name: 'replay', include: ['tests/replay/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          fileParallelism: false,
        },
      },
    ],
  },
});
