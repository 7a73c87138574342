import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { AppConfig } from '../config';

export const securityPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        // The app is often reached over plain http on a practice's LAN.
        'upgrade-insecure-requests': null,
      },
    },
  });
  // Closed unless CORS_ORIGINS lists the origins allowed to call the API from a browser.
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false, credentials: true });
});
