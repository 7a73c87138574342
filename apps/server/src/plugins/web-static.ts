import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { apiBasePath } from '@tabib/contracts/auth';
import type { ErrorBody } from '@tabib/contracts/errors';

/** Serves the built web app; unknown non-API paths get index.html so the client router decides. */
export const webStaticPlugin = fp<{ webDistDir: string }>(async (app, { webDistDir }) => {
  const hasWebBuild = existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: 'index.html',
      // The build writes a .br and a .gz beside each file (vite.config.ts): sent as they are, by Accept-Encoding.
      preCompressed: true,
      // The build stamp (.source-hash) and anything else hidden stay private.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (response, filePath) => {
        // Vite fingerprints everything under assets/, so those files never change; the rest must be revalidated.
        const fingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
        // @fastify/static 8 chooses the encoding but does not say so to caches.
        response.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn(`No web build in ${webDistDir}: run "npm run build -w @tabib/web" (npm start does it).`);
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0]!;
    // A missing file (an asset of an older build) must be a 404, not index.html served as a script.
    const isPageRequest =
      request.method === 'GET' && !urlPath.startsWith(apiBasePath) && !urlPath.startsWith('/socket.io') && !path.extname(urlPath);
    if (isPageRequest && hasWebBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ success: false, code: 'notFound' } satisfies ErrorBody);
  });
});
