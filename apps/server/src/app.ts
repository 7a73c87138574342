import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiBasePath } from '@tabib/contracts/auth';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { authContextPlugin } from './plugins/auth-context';
import { errorHandlerPlugin } from './plugins/error-handler';
import { securityPlugin } from './plugins/security';
import { webStaticPlugin } from './plugins/web-static';
import { authRoutes, publicAuthRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { appointmentsRoutes } from './modules/appointments/appointments.routes';
import { patientsRoutes } from './modules/patients/patients.routes';
import { scheduleRoutes } from './modules/schedule/schedule.routes';
import { realtimePlugin } from './realtime/socket-server';
import { createServices, type Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    db: DatabaseHandle['db'];
    /** Method and URL of every route behind authentication, for tests and docs. */
    protectedRoutes: { method: string; url: string }[];
  }
}

export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordConfirm', '*.token'],
    censor: '[redacted]',
  },
});

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  services?: Partial<Pick<Services, 'mailer'>>;
  /** The clock of the booking rules; tests pin it. */
  now?: () => Date;
}

export async function buildApp({ config, database, logger, services, now }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(securityPlugin, { config });

  app.decorate('db', database.db);
  app.decorate('services', createServices({ db: database.db, config, log: app.log, mailer: services?.mailer, now }));
  app.decorate('protectedRoutes', []);
  await app.register(errorHandlerPlugin);
  await app.register(authContextPlugin);

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(publicAuthRoutes);
      await api.register(async (protectedApi) => {
        protectedApi.addHook('onRoute', (route) => {
          for (const method of [route.method].flat()) {
            if (method !== 'HEAD') app.protectedRoutes.push({ method, url: route.url });
          }
        });
        protectedApi.addHook('onRequest', protectedApi.authenticate);
        await protectedApi.register(authRoutes);
        await protectedApi.register(appointmentsRoutes);
        await protectedApi.register(patientsRoutes);
        await protectedApi.register(scheduleRoutes);
      });
    },
    { prefix: apiBasePath },
  );
  await app.register(webStaticPlugin, { webDistDir: config.webDistDir });
  await app.register(realtimePlugin, { corsOrigins: config.corsOrigins });

  app.addHook('onClose', () => database.close());
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
