import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createDomainEvents } from './lib/domain-events';
import { createAppointmentsQueryService } from './modules/appointments/appointments-query.service';
import { createAppointmentsService } from './modules/appointments/appointments.service';
import { createAuthService } from './modules/auth/auth.service';
import { createConsultationReasonsService } from './modules/consultation-reasons/consultation-reasons.service';
import { createMailer, type Mailer } from './modules/notifications/mailer';
import { createPatientsService } from './modules/patients/patients.service';
import { createRecordAccessService } from './modules/patients/record-access.service';
import { createPracticeService } from './modules/practice/practice.service';
import { createProfileService } from './modules/profile/profile.service';
import { createScheduleService } from './modules/schedule/schedule.service';

/** The domain services, built once per app and shared by routes, jobs and the operator CLI. */
export function createServices(options: { db: Database; config: AppConfig; log: FastifyBaseLogger; mailer?: Mailer; now?: () => Date }) {
  const { db, config, log, now } = options;
  const events = createDomainEvents();
  const mailer = options.mailer ?? createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const practice = createPracticeService(db);
  const consultationReasons = createConsultationReasonsService(db);
  const profiles = createProfileService(db, consultationReasons);
  const auth = createAuthService({ db, mailer, profiles, config });
  const patients = createPatientsService(db);
  const recordAccess = createRecordAccessService(db, practice);
  const appointments = createAppointmentsService({ db, mailer, practice, events, now });
  const appointmentsQuery = createAppointmentsQueryService({ db, practice, now });
  const schedule = createScheduleService({ db, practice });
  return { events, mailer, practice, consultationReasons, profiles, auth, patients, recordAccess, appointments, appointmentsQuery, schedule };
}

export type Services = ReturnType<typeof createServices>;
