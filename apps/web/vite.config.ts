import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema.ts';
import { isOnDemandNamespace, startNamespaces } from './src/lib/start-namespaces.ts';

const server = 'http://localhost:3000';

/**
 * locales/{language}/*.json go to the chunk locale-{language} (what sign-in needs first, counted by
 * scripts/check-budgets.mjs), locale-{language}-{namespace} (an on-demand namespace, loaded by the
 * pages that show it) or locale-{language}-pages (the rest, loaded with antd's pages).
 */
function localeChunkOf(id: string): string | null {
  const [, language, namespace] = /\/src\/locales\/(\w+)\/([\w-]+)\.json$/.exec(id) ?? [];
  if (!language || !namespace) return null;
  if (startNamespaces.includes(namespace)) return `locale-${language}`;
  return isOnDemandNamespace(namespace) ? `locale-${language}-${namespace}` : `locale-${language}-pages`;
}

export default defineConfig({
  plugins: [
    react(),
    zodWithoutJsonSchema(),
    // Brotli and gzip made once at build time; the server picks one by Accept-Encoding (plugins/web-static.ts).
    compression({ include: /\.(html|css|js|mjs|json|svg|webmanifest|txt|ico)$/, algorithms: ['brotliCompress', 'gzip'] }),
    // The offline mode's service worker (src/sw.ts): it precaches the whole build (issue 14).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by lib/service-worker.ts, after the first page.
      injectRegister: false,
      manifest: {
        name: 'Tabib',
        short_name: 'Tabib',
        description: 'Tabib',
        lang: 'fr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0e7c86',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,json,webmanifest}'],
        // The precompressed copies and the build's own manifest are not the app's files.
        globIgnores: ['**/*.br', '**/*.gz', '.vite/**'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/check-budgets.mjs (npm run test:budgets).
    manifest: true,
    // Every browser the app supports knows modulepreload.
    modulePreload: { polyfill: false },
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
