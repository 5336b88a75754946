import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The portal: index.html -> src/main.tsx, built to dist/portal and served by the Fastify server.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/portal', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
  server: { proxy: { '^/(auth|core|remotesql|activity|access|app|file|notifications|cache|schemas|dev)/': 'http://localhost:3000' } },
});
