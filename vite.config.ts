import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { buildValidators } from './scripts/build-validators';

/** Regenerates the ajv standalone validators (src/generated/) before every build and dev start. */
function validators(): Plugin {
  return { name: 'portal-validators', buildStart: () => void buildValidators() };
}

// The portal: index.html -> src/main.tsx, built to dist/portal and served by the Fastify server.
export default defineConfig({
  plugins: [validators(), react()],
  build: { outDir: 'dist/portal', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600 },
  server: { proxy: { '^/(auth|core|remotesql|activity|access|app|file|notifications|cache|schemas|dev)/': 'http://localhost:3000' } },
});
