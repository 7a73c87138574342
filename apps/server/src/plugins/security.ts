import Fastify from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import cors from '@fastify/cors';
import type { AppConfig } from '../config';
import { tileImageSource } from '../modules/office-location/map-tiles';

export function helmetOptionsFor(config: Pick<AppConfig, 'mapTileUrl'>): FastifyHelmetOptions {
  const tiles = tileImageSource(config.mapTileUrl);
  return {
    contentSecurityPolicy: {
      directives: {
        // The GPS page's map loads its tiles as images from the tile server.
        'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        'connect-src': ["'self'"],
        // The app is often reached over plain http on a practice's LAN.
        'upgrade-insecure-requests': null,
      },
    },
  };
}

/**
 * helmet's headers depend on its options only (no CSP nonce here), yet @fastify/helmet builds
 * helmet's middleware again on every request (docs/performance.md, finding 8). They are taken
 * once from @fastify/helmet itself, on a throwaway instance: the headers of an answer with
 * helmet that an answer without it lacks.
 */
export async function staticHelmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/with', async () => '');
  probe.get('/without', { helmet: false }, async () => '');
  try {
    const [withHelmet, without] = await Promise.all([probe.inject('/with'), probe.inject('/without')]);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(withHelmet.headers)) {
      if (!(name in without.headers) && value !== undefined) headers[name] = String(value);
    }
    if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy: the probe is broken');
    return headers;
  } finally {
    await probe.close();
  }
}

export const securityPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  const headers = await staticHelmetHeaders(helmetOptionsFor(config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Closed unless CORS_ORIGINS lists the origins allowed to call the API from a browser.
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false, credentials: true });
});
