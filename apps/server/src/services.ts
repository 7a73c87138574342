import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createAuthService } from './modules/auth/auth.service';
import { createMailer, type Mailer } from './modules/notifications/mailer';
import { createProfileService } from './modules/profile/profile.service';

/** The domain services, built once per app and shared by routes, jobs and the operator CLI. */
export function createServices(options: { db: Database; config: AppConfig; log: FastifyBaseLogger; mailer?: Mailer }) {
  const { db, config, log } = options;
  const mailer = options.mailer ?? createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const profiles = createProfileService(db);
  const auth = createAuthService({ db, mailer, profiles, config });
  return { mailer, profiles, auth };
}

export type Services = ReturnType<typeof createServices>;
