import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const server = 'http://localhost:3000';

/** locales/{language}/*.json go to the chunk locale-{language} (scripts/check-budgets.mjs counts it). */
function localeChunkOf(id: string): string | null {
  const language = /\/src\/locales\/(\w+)\/[\w-]+\.json$/.exec(id)?.[1];
  return language ? `locale-${language}` : null;
}

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip made once at build time; the server picks one by Accept-Encoding (plugins/web-static.ts).
    compression({ include: /\.(html|css|js|mjs|json|svg|webmanifest|txt|ico)$/, algorithms: ['brotliCompress', 'gzip'] }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/check-budgets.mjs (npm run test:budgets).
    manifest: true,
    rolldownOptions: {
      // One file per language with all its namespaces: a language change is one request.
      output: { codeSplitting: { groups: [{ name: (id) => localeChunkOf(id), debugName: 'locales' }] } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/healthz': server,
      '/socket.io': { target: server, ws: true },
    },
  },
  preview: { port: 4173 },
});
