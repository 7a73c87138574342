import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiBasePath } from '@tabib/contracts/auth';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { requestValidatorCompiler } from './lib/request-validator';
import { createResponseSerializerCompiler } from './lib/response-serializer';
import { logRedaction } from './lib/log-redaction';
import { authContextPlugin } from './plugins/auth-context';
import { idempotencyPlugin } from './plugins/idempotency';
import { createRequestTransactions } from './db/request-transaction';
import { errorHandlerPlugin } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { frameworkErrors } from './plugins/framework-errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { compressAnswersPlugin } from './plugins/compress-answers';
import { securityPlugin } from './plugins/security';
import { webStaticPlugin } from './plugins/web-static';
import { authRoutes, publicAuthRoutes } from './modules/auth/auth.routes';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { publicBookingRoutes } from './modules/public-booking/public-booking.routes';
import { createPublicReadCounts } from './modules/public-booking/public-read-counts';
import { usersRoutes } from './modules/users/users.routes';
import { clinicUsersRoutes } from './modules/clinic-users/clinic-users.routes';
import { avatarRoutes, publicAvatarRoutes } from './modules/avatars/avatars.routes';
import { officeLocationRoutes } from './modules/office-location/office-location.routes';
import { healthRoutes } from './modules/health/health.routes';
import { profileDetailsRoutes } from './modules/profile/profile-details.routes';
import { referenceDataRoutes } from './modules/reference-data/reference-data.routes';
import { appointmentsRoutes } from './modules/appointments/appointments.routes';
import { noticeTraceRoutes } from './modules/patient-notices/notice-trace.routes';
import { medicalFilesRoutes } from './modules/medical-files/medical-files.routes';
import { patientsRoutes } from './modules/patients/patients.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { prescriptionsRoutes } from './modules/prescriptions/prescriptions.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { consultationReasonsRoutes } from './modules/consultation-reasons/consultation-reasons.routes';
import { clinicDashboardRoutes } from './modules/clinic-dashboard/clinic-dashboard.routes';
import { scheduleRoutes } from './modules/schedule/schedule.routes';
import { rollbackActionsRoutes } from './modules/rollback-actions/rollback-actions.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { suggestionsRoutes } from './modules/suggestions/suggestions.routes';
import { realtimePlugin } from './realtime/socket-server';
import { createServices, type Services } from './services';
import { createEventDispatcher, type EventDispatcher } from './events/event-dispatcher';
import { createDurableConsumers, type DurableConsumers } from './events/durable-consumers';
import { schedulePruning } from './events/event-pruning';
import { publishEvent } from './events/event-log';
import type { DomainEventKind } from './events/domain-event';
import { createNotificationsFeed } from './modules/notifications/notifications-feed';
import { callSignallingPlugin } from './modules/teleconsultation/call-signalling';
import { teleconsultationRoutes } from './modules/teleconsultation/teleconsultation.routes';
import { callNowRoutes } from './modules/teleconsultation/call-now.routes';
import { patientCallRoutes } from './modules/teleconsultation/patient-call.routes';
import { shortLinksRoutes } from './modules/short-links/short-links.routes';
import { smsDeliveryReportsRoutes } from './modules/patient-notices/sms-delivery-reports.routes';
import { createJobWorker, type JobWorker } from './jobs/job-worker';
import { localUploadRoutes, uploadsRoutes } from './modules/uploads/uploads.routes';
import { clinicProfileRoutes, publicClinicImageRoutes } from './modules/clinic-profile/clinic-profile.routes';
import { subscriptionRoutes } from './modules/subscription/subscription.routes';
import { publicReceiptRoutes } from './modules/subscription-receipts/subscription-receipts.routes';

/** Besides appointment and calendar changes (their spans), what drops a doctor's cached free slots. */
const freeSlotsChanges = new Set<DomainEventKind>([
  'scheduleChanged',
  'consultationReasonsChanged',
  'consultationReasonVerdict',
  'publicPageChanged',
]);

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    db: DatabaseHandle['db'];
    /** This process's reader of the event log (events/event-dispatcher.ts). */
    events: EventDispatcher;
    /** Work done once per event across processes (notifications, e-mails). */
    eventConsumers: DurableConsumers;
    /** This process's worker of the job queue (jobs/job-worker.ts); scheduling is `scheduleJob(tx, ...)`. */
    jobs: JobWorker;
    /** Method and URL of every route behind authentication, for tests and docs. */
    protectedRoutes: { method: string; url: string }[];
  }
}

export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  ...logRedaction,
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
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkResponses: config.checkResponses }));

  await app.register(securityPlugin, { config });
  await app.register(jsonBodyPlugin);
  await app.register(compressAnswersPlugin);

  app.decorate('db', database.db);
  // The services' statements join the transaction of an idempotent request (plugins/idempotency.ts).
  const transactions = createRequestTransactions(database);
  app.decorate('services', createServices({ db: transactions.db, config, log: app.log, mailer: services?.mailer, now }));
  // The server's own keys, read or made once before any request (lib/server-secrets.ts).
  await Promise.all([
    app.services.cancelLinks.ready(),
    app.services.proofOfWork.ready(),
    app.services.teleconsultation.ready(),
    app.services.uploads.ready(),
  ]);
  app.decorate('protectedRoutes', []);
  app.decorate('events', createEventDispatcher({ db: database.db, listen: database.listen, log: app.log }));
  app.decorate('eventConsumers', createDurableConsumers({ db: database.db, log: app.log }));
  app.decorate(
    'jobs',
    createJobWorker({
      ...config.jobs,
      db: database.db,
      transaction: transactions.run,
      listen: database.listen,
      log: app.log,
      now,
    }),
  );
  await app.register(errorHandlerPlugin);
  await app.register(authContextPlugin);
  await app.register(idempotencyPlugin, { transactions });
  await app.register(openApiPlugin, { apiReference: config.apiReference });

  await app.register(healthRoutes);
  // The public pages' reads per address, counted across processes (public-read-limit.ts).
  const publicReads = {
    readLimit: config.publicReadLimit,
    readCounts: createPublicReadCounts({ db: database.db, log: app.log }),
  };
  await app.register(
    async (api) => {
      await api.register(publicAuthRoutes);
      await api.register(publicAvatarRoutes);
      // Presigned uploads on local storage (the address's signature is the authority) and the clinic images.
      await api.register(localUploadRoutes);
      await api.register(publicClinicImageRoutes);
      await api.register(smsDeliveryReportsRoutes);
      await api.register(publicBookingRoutes, publicReads);
      // The patient's links to a call (issue 16): an SMS's short link and the join page, no session.
      await api.register(shortLinksRoutes, publicReads);
      await api.register(patientCallRoutes, publicReads);
      await api.register(publicReceiptRoutes, publicReads);
      await api.register(async (protectedApi) => {
        protectedApi.addHook('onRoute', (route) => {
          for (const method of [route.method].flat()) {
            if (method !== 'HEAD') app.protectedRoutes.push({ method, url: route.url });
          }
        });
        protectedApi.addHook('onRequest', protectedApi.authenticate);
        await protectedApi.register(authRoutes);
        await protectedApi.register(usersRoutes);
        await protectedApi.register(clinicUsersRoutes);
        await protectedApi.register(preferencesRoutes);
        await protectedApi.register(appointmentsRoutes);
        await protectedApi.register(noticeTraceRoutes);
        await protectedApi.register(teleconsultationRoutes);
        await protectedApi.register(callNowRoutes);
        await protectedApi.register(patientsRoutes);
        await protectedApi.register(suggestionsRoutes);
        await protectedApi.register(paymentsRoutes);
        await protectedApi.register(medicalFilesRoutes);
        await protectedApi.register(reportsRoutes);
        await protectedApi.register(prescriptionsRoutes);
        await protectedApi.register(scheduleRoutes);
        await protectedApi.register(rollbackActionsRoutes);
        await protectedApi.register(notificationsRoutes);
        await protectedApi.register(referenceDataRoutes);
        await protectedApi.register(profileDetailsRoutes);
        await protectedApi.register(avatarRoutes);
        await protectedApi.register(officeLocationRoutes);
        await protectedApi.register(consultationReasonsRoutes);
        await protectedApi.register(uploadsRoutes);
        await protectedApi.register(clinicProfileRoutes);
        await protectedApi.register(clinicDashboardRoutes);
        await protectedApi.register(subscriptionRoutes);
      });
    },
    { prefix: apiBasePath },
  );
  await app.register(webStaticPlugin, { webDistDir: config.webDistDir });
  await app.register(realtimePlugin, { corsOrigins: config.corsOrigins, databaseUrl: database.connectionString });
  await app.register(callSignallingPlugin);

  const { weekCache, freeSlotsCache, preferences } = app.services;
  app.events.subscribe((event) => {
    if (event.kind === 'appointmentChanged' || event.kind === 'calendarChanged') {
      weekCache.invalidate({ doctorId: event.doctorId, spans: event.touched });
      freeSlotsCache.invalidate({ doctorId: event.doctorId, spans: event.touched });
    } else if (event.kind === 'videocallWaiting') {
      // The week answer carries the appointment's online flag.
      weekCache.invalidateDoctor(event.doctorId);
    } else if (freeSlotsChanges.has(event.kind) && 'doctorId' in event) {
      freeSlotsCache.invalidateDoctor(event.doctorId);
    }
  });
  // The caches serve only while this process hears every calendar change (lib/calendar-answer-cache.ts).
  app.events.onState((listening) => {
    weekCache.setOnline(listening);
    freeSlotsCache.setOnline(listening);
  });
  app.eventConsumers.register({
    name: 'appointment-notice-emails',
    kinds: ['appointmentChanged'],
    handle: async (_tx, event) => {
      if (event.kind === 'appointmentChanged') preferences.onAppointmentChanged(event);
    },
  });
  const notificationsFeed = createNotificationsFeed();
  app.eventConsumers.register({
    name: notificationsFeed.name,
    kinds: notificationsFeed.kinds,
    // Each notification stored is an event too: its recipient's sockets hear pro.notifications.
    handle: async (tx, event) => {
      for (const { userId, notificationId } of await notificationsFeed.handle(tx, event)) {
        await publishEvent(tx, { kind: 'notificationCreated', userId, notificationId });
      }
    },
  });
  // Confirmations, reminders and cancellations to patients: planned per event, sent by jobs.
  app.eventConsumers.register(app.services.patientNotices.consumer);
  for (const handler of app.services.patientNotices.jobHandlers) app.jobs.register(handler);
  // Expired short links go, hourly (the job plans its next run; planned at every start, it is one job).
  app.jobs.register(app.services.shortLinks.pruneJob);
  await app.services.shortLinks.schedulePruning();
  // Sessions and reset links that can no longer be used go, hourly.
  app.jobs.register(app.services.authPruning.pruneJob);
  await app.services.authPruning.schedulePruning();
  // Upload tickets and files nobody saved a form with go, hourly.
  app.jobs.register(app.services.uploads.pruneJob);
  await app.services.uploads.schedulePruning();
  // Card payments the browser never brought back, or whose acknowledgement timed out (issue 18).
  app.jobs.register(app.services.cardPayments.checkJob);
  app.events.subscribe((event) => app.eventConsumers.onEvent(event));
  await app.events.start();
  await app.eventConsumers.runAll();
  await app.jobs.start();
  const stopPruning = schedulePruning(database.db, app.log);

  app.addHook('onClose', async () => {
    // Work started after an answer (lib/background-work.ts) still needs the database.
    await app.services.backgroundWork.drain();
    await publicReads.readCounts.stop();
    await app.jobs.stop();
    stopPruning();
    await app.events.stop();
    await app.eventConsumers.runAll();
    await database.close();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
