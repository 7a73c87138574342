import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { isLocale, type Locale } from '@tabib/contracts/locales';
import { patientReminderSettingsOf, type PatientNoticeKind, type SmsDeliveryReport } from '@tabib/contracts/patient-notices';
import type { AppConfig } from '../../config';
import type { Database, Executor, Transaction } from '../../db/client';
import type { JobRow } from '../../db/schema/jobs';
import { scheduleJob, type JobAttempt, type JobHandler, type JobOutcome } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { practiceDay } from '../../lib/practice-time';
import { isUuid } from '../../lib/uuid';
import type { Mailer } from '../mail/mailer';
import { patientNoticeEmail } from '../mail/templates/patient-notice-email';
import type { CancelLinks } from '../public-booking/cancel-links';
import type { JoinLinks } from '../teleconsultation/join-links';
import { renderNotice } from './notice-texts';
import { createPatientNoticesRepository, type AppointmentFacts } from './patient-notices.repository';
import { noticeKeyStartSeparator, patientNoticeJobs } from './notice-jobs';
import { createNoticePlanner, planReminders } from './notice-plans';
import { reminderNames, reminderTime } from './reminder-times';
import { createSmsProvider, type SmsProvider } from './sms-provider';

type Channel = 'sms' | 'email';

const localeSchema = z.string().refine(isLocale).optional();
const confirmationPayload = z.object({ appointmentId: z.string(), locale: localeSchema });
const reminderPayload = z.object({
  appointmentId: z.string(),
  reminder: z.enum(reminderNames),
  startAt: z.iso.datetime(),
  locale: localeSchema,
});
const movedPayload = z.object({ appointmentId: z.string(), startAt: z.iso.datetime() });
const callNowPayload = z.object({ appointmentId: z.string(), startAt: z.iso.datetime(), calledAt: z.iso.datetime() });
const sendPayload = z.object({ noticeId: z.string(), startAt: z.iso.datetime() });

/**
 * Which channel a notice takes: a confirmation or cancellation by e-mail when the patient has
 * one (it carries the link best), SMS otherwise; a reminder or the doctor's call by SMS when there
 * is a phone (read at once, on the day), e-mail otherwise. null: no way to reach the patient, or none wanted.
 */
function channelFor(kind: PatientNoticeKind, facts: AppointmentFacts): Channel | null {
  if (facts.patientDeletedAt) return null;
  const { phone, email } = facts;
  if (kind === 'reminder' || kind === 'call_now') return phone ? 'sms' : email ? 'email' : null;
  return email ? 'email' : phone ? 'sms' : null;
}

/** Whether the appointment, as it is now, still calls for this notice. */
function stillWanted(kind: PatientNoticeKind, facts: AppointmentFacts, now: Date): boolean {
  // The doctor calls on the day, often once the start has passed: the call's own rule (teleconsultation.service).
  if (kind === 'call_now') {
    return facts.status === 'BOOKED' && facts.type === 'visio' && practiceDay(facts.startAt) === practiceDay(now);
  }
  if (facts.startAt <= now) return false;
  if (kind !== 'cancellation') return facts.status === 'BOOKED';
  return facts.status === 'PATIENT_CANCELED' || (facts.status === 'DOCTOR_CANCELED' && facts.notifyPatient);
}

/** Reminders and moves are per start: after a move the new start gets its own (the trace shows the key before it). */
const startSuffix = (startAt: Date) => `${noticeKeyStartSeparator}${startAt.toISOString()}`;

/** Appointments planned per transaction by `planMissingReminders`. */
const backfillBatch = 200;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The notices a patient gets about an appointment (issue 15): a confirmation when they booked
 * themselves, reminders by the doctor's settings, a cancellation. A durable consumer of the
 * appointment events plans them as jobs; each job, when due, checks the appointment again and
 * makes the notice (a patient_notices row, once per appointment, key and channel), whose sending
 * is one more job: retried on failure, never lost to a crash (docs/decisions.md).
 */
export function createPatientNotices(options: {
  db: Database;
  config: Pick<AppConfig, 'smsGateway' | 'smsReportsToken' | 'smtpUrl'>;
  log: FastifyBaseLogger;
  mailer: Mailer;
  cancelLinks: CancelLinks;
  joinLinks: Pick<JoinLinks, 'urlFor'>;
  sms?: SmsProvider;
  now?: () => Date;
}) {
  const { db, config, log, mailer, cancelLinks, joinLinks } = options;
  const now = options.now ?? (() => new Date());
  const sms = options.sms ?? createSmsProvider(config.smsGateway, log);
  const emailProvider = config.smtpUrl ? 'smtp' : 'stored';

  /**
   * Makes the notice if the appointment still calls for it: its row (once: a second try of the
   * same key and channel finds it and stops), then the job that sends it, in the same transaction.
   */
  async function makeNotice(
    tx: Transaction,
    kind: PatientNoticeKind,
    key: string,
    facts: AppointmentFacts,
    dueAt: Date,
    payloadLocale: Locale | undefined,
  ) {
    const channel = channelFor(kind, facts);
    const recipient = channel === 'sms' ? facts.phone : channel === 'email' ? facts.email : null;
    if (!channel || !recipient) return;
    const repository = createPatientNoticesRepository(tx);
    const stored = payloadLocale ?? (await repository.localeOfFirstNotice(facts.id));
    const locale: Locale = isLocale(stored) ? stored : 'fr';
    const rendered = renderNotice(kind, locale, {
      doctor: facts,
      memberFirstName: facts.memberFirstName,
      startAt: facts.startAt,
      type: facts.type,
      office: { address1: facts.address1, city: facts.city, state: facts.state },
      cancelUrl:
        kind === 'cancellation' || kind === 'call_now' ? null : await cancelLinks.urlFor(facts.id, facts.startAt, locale),
      joinUrl: facts.type === 'visio' && kind !== 'cancellation' ? await joinLinks.urlFor(facts.id, facts.startAt, locale) : null,
    });
    const noticeId = await repository.insertNotice({
      appointmentId: facts.id,
      doctorId: facts.doctorId,
      kind,
      key,
      channel,
      recipient,
      locale,
      appointmentStartAt: facts.startAt,
      subject: channel === 'email' ? rendered.subject : null,
      body: channel === 'email' ? rendered.emailText : rendered.sms,
      dueAt,
    });
    if (!noticeId) return;
    await scheduleJob(tx, {
      kind: patientNoticeJobs.send,
      key: `${patientNoticeJobs.send}:${noticeId}`,
      runAt: now(),
      payload: { noticeId, startAt: facts.startAt.toISOString() },
    });
  }

  const factsOf = (tx: Executor, appointmentId: string) =>
    isUuid(appointmentId) ? createPatientNoticesRepository(tx).appointmentFacts(appointmentId) : Promise.resolve(undefined);

  async function confirm(tx: Transaction, job: JobRow, attempt: JobAttempt) {
    const payload = confirmationPayload.parse(job.payload);
    const facts = await factsOf(tx, payload.appointmentId);
    if (facts && stillWanted('confirmation', facts, attempt.now)) {
      await makeNotice(tx, 'confirmation', 'confirmation', facts, job.runAt, payload.locale);
    }
  }

  /** A reminder leaves only for the start it was planned for, while the appointment is BOOKED and the doctor still wants it. */
  async function remind(tx: Transaction, job: JobRow, attempt: JobAttempt) {
    const payload = reminderPayload.parse(job.payload);
    const facts = await factsOf(tx, payload.appointmentId);
    if (!facts || !stillWanted('reminder', facts, attempt.now)) return;
    if (facts.startAt.getTime() !== new Date(payload.startAt).getTime()) return;
    if (!reminderTime(payload.reminder, facts.startAt, patientReminderSettingsOf(facts.patientReminders))) return;
    const key = `reminder:${payload.reminder}${startSuffix(facts.startAt)}`;
    await makeNotice(tx, 'reminder', key, facts, job.runAt, payload.locale);
  }

  /**
   * After the practice changed an appointment: when the patient was last told another start (a
   * notice sent), they are told the new one. A patient told nothing yet learns it from the reminders.
   */
  async function announceMove(tx: Transaction, job: JobRow, attempt: JobAttempt) {
    const payload = movedPayload.parse(job.payload);
    const facts = await factsOf(tx, payload.appointmentId);
    if (!facts || !stillWanted('moved', facts, attempt.now)) return;
    if (facts.startAt.getTime() !== Date.parse(payload.startAt)) return;
    const told = await createPatientNoticesRepository(tx).lastToldStart(facts.id);
    if (!told || told.getTime() === facts.startAt.getTime()) return;
    await makeNotice(tx, 'moved', `moved${startSuffix(facts.startAt)}`, facts, job.runAt, undefined);
  }

  /** The doctor is ready now: the patient gets the join link at once, while the call may still happen today. */
  async function announceCall(tx: Transaction, job: JobRow, attempt: JobAttempt) {
    const payload = callNowPayload.parse(job.payload);
    const facts = await factsOf(tx, payload.appointmentId);
    if (!facts || !stillWanted('call_now', facts, attempt.now)) return;
    if (facts.startAt.getTime() !== Date.parse(payload.startAt)) return;
    // One notice per minute of calling (after the separator: the call's minute, not a start).
    await makeNotice(tx, 'call_now', `call_now${noticeKeyStartSeparator}${payload.calledAt}`, facts, job.runAt, undefined);
  }

  async function announceCancellation(tx: Transaction, job: JobRow, attempt: JobAttempt) {
    const payload = confirmationPayload.parse(job.payload);
    const facts = await factsOf(tx, payload.appointmentId);
    if (facts && stillWanted('cancellation', facts, attempt.now)) {
      await makeNotice(tx, 'cancellation', 'cancellation', facts, job.runAt, payload.locale);
    }
  }

  /**
   * Sends one notice, its row locked: not when it was sent already (a job run again after a
   * commit that failed), nor when its appointment changed since it was made (the row goes: its
   * key is free for the notice of the new state). A failure is written on the notice and tried again.
   */
  async function send(tx: Transaction, job: JobRow, attempt: JobAttempt): Promise<JobOutcome> {
    const payload = sendPayload.parse(job.payload);
    const repository = createPatientNoticesRepository(tx);
    const notice = await repository.lockNotice(payload.noticeId);
    if (!notice || notice.sentAt || notice.status === 'failed') return;
    const facts = await repository.appointmentFacts(notice.appointmentId);
    const unchanged =
      facts && stillWanted(notice.kind, facts, attempt.now) && facts.startAt.getTime() === Date.parse(payload.startAt);
    if (!unchanged) {
      await repository.deleteNotice(notice.id);
      return;
    }
    const provider = notice.channel === 'sms' ? sms.name : emailProvider;
    try {
      let providerMessageId: string | null = null;
      if (notice.channel === 'sms') {
        providerMessageId =
          (await sms.send({ to: notice.recipient, text: notice.body, reference: notice.id })).providerMessageId ?? null;
      } else {
        const locale = isLocale(notice.locale) ? notice.locale : 'fr';
        await mailer.send(
          patientNoticeEmail({
            to: notice.recipient,
            kind: notice.kind,
            locale,
            subject: notice.subject ?? '',
            text: notice.body,
          }),
        );
      }
      await repository.markSent(notice.id, { sentAt: now(), provider, providerMessageId });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await repository.markFailure(notice.id, message, provider, attempt.lastAttempt ? now() : null);
      log.warn(
        { noticeId: notice.id, channel: notice.channel, attempt: attempt.attempt, error: message },
        'patient notice not sent',
      );
      return { retry: message };
    }
  }

  const jobHandlers: JobHandler[] = [
    { kind: patientNoticeJobs.confirmation, handle: confirm },
    { kind: patientNoticeJobs.reminder, handle: remind },
    { kind: patientNoticeJobs.cancellation, handle: announceCancellation },
    { kind: patientNoticeJobs.moved, handle: announceMove },
    { kind: patientNoticeJobs.callNow, handle: announceCall },
    { kind: patientNoticeJobs.send, handle: send },
  ];

  return {
    /** Plans the notices of each appointment event as jobs (notice-plans.ts). */
    consumer: createNoticePlanner(now),
    jobHandlers,
    smsProvider: sms,

    /**
     * POST do-call-immediately, once the call's rules let it (teleconsultation): the `call_now`
     * notice, through a job in the caller's transaction. Calling again within the same minute
     * is the same job: the patient gets one message, not one per click.
     */
    /** The language the patient's notices of this appointment are in (the first one's; French before any). */
    async localeOf(appointmentId: string): Promise<Locale> {
      const stored = await createPatientNoticesRepository(db).localeOfFirstNotice(appointmentId);
      return isLocale(stored) ? stored : 'fr';
    },

    async announceCall(appointment: { id: string; startAt: Date }) {
      const calledAt = new Date(Math.floor(now().getTime() / 60_000) * 60_000).toISOString();
      await scheduleJob(db, {
        kind: patientNoticeJobs.callNow,
        key: `${patientNoticeJobs.callNow}:${appointment.id}:${calledAt}`,
        runAt: now(),
        payload: { appointmentId: appointment.id, startAt: appointment.startAt.toISOString(), calledAt },
      });
    },

    /**
     * Operator: plans the reminders of the coming BOOKED appointments that have none (booked
     * before reminders existed), by their doctors' settings, a batch per transaction; answers how
     * many appointments got some. Running it again plans nothing more.
     */
    async planMissingReminders(batchSize = backfillBatch): Promise<{ appointments: number }> {
      let planned = 0;
      let from: { startAt: Date; id: string } | undefined;
      for (;;) {
        const at = now();
        const rows = await db.transaction(async (tx) => {
          const batch = await createPatientNoticesRepository(tx).unremindedAppointments(at, batchSize, from);
          for (const row of batch) if ((await planReminders(tx, row, at)) > 0) planned += 1;
          return batch;
        });
        const last = rows.at(-1);
        if (!last || rows.length < batchSize) return { appointments: planned };
        from = { startAt: last.startAt, id: last.appointmentId };
      }
    },

    /** POST /public/sms/delivery-reports: the gateway's word on an SMS, with the shared secret. */
    async recordDeliveryReport(token: string | undefined, report: SmsDeliveryReport) {
      const expected = config.smsReportsToken;
      if (!expected || !token || !timingSafeEqual(digest(token), digest(expected))) throw new AppError(403, 'forbidden');
      const reference = report.reference && isUuid(report.reference) ? report.reference : undefined;
      if (!report.reference && !report.providerMessageId) throw new AppError(400, 'validationFailed');
      const updated = await createPatientNoticesRepository(db).recordDeliveryReport(
        { reference, provider: sms.name, providerMessageId: report.providerMessageId },
        report.status,
        report.at ? new Date(report.at) : now(),
      );
      return { success: true as const, updated };
    },
  };
}

export type PatientNotices = ReturnType<typeof createPatientNotices>;
