import Fastify from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import cors from '@fastify/cors';
import { apiBasePath } from '@tabib/contracts/auth';
import type { AppConfig } from '../config';
import { tileImageSource } from '../modules/office-location/map-tiles';
import { s3UploadOrigin } from '../modules/uploads/upload-addresses';

export function helmetOptionsFor(config: Pick<AppConfig, 'mapTileUrl' | 's3'>): FastifyHelmetOptions {
  const tiles = tileImageSource(config.mapTileUrl);
  return {
    contentSecurityPolicy: {
      directives: {
        // The GPS page's map loads its tiles as images from the tile server.
        'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        // Presigned uploads go from the browser straight to the S3 store, when one is configured.
        'connect-src': ["'self'", ...(config.s3 ? [s3UploadOrigin(config.s3)] : [])],
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

/**
 * The app's own origin may use the camera and microphone (the video call) and the position (the
 * GPS setting); every other permission-gated feature that browsers know is denied. Autoplay,
 * fullscreen and picture-in-picture are not permissions: they keep the browsers' default
 * (this origin only), which the call's video needs.
 */
export const permissionsPolicy = [
  'camera=(self)',
  'microphone=(self)',
  'geolocation=(self)',
  ...[
    'accelerometer',
    'browsing-topics',
    'clipboard-read',
    'compute-pressure',
    'display-capture',
    'encrypted-media',
    'gyroscope',
    'hid',
    'identity-credentials-get',
    'idle-detection',
    'local-fonts',
    'magnetometer',
    'midi',
    'otp-credentials',
    'payment',
    'publickey-credentials-create',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'speaker-selection',
    'storage-access',
    'usb',
    'window-management',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

const isApiUrl = (url: string) => url.startsWith(apiBasePath) && ['', '/', '?'].includes(url.charAt(apiBasePath.length));

export const securityPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  const headers = { ...(await staticHelmetHeaders(helmetOptionsFor(config))), 'permissions-policy': permissionsPolicy };
  // API answers carry health data: no cache keeps them, errors included. A route whose answer
  // may be kept (reference data, avatars) sets its own Cache-Control and says why.
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiUrl(request.url) ? apiHeaders : headers);
    done();
  });
  // Closed unless CORS_ORIGINS lists the origins allowed to call the API from a browser.
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false, credentials: true });
});
