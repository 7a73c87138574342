import { isLocale, type Locale } from '@tabib/contracts/locales';
import { patientReminderSettingsOf } from '@tabib/contracts/patient-notices';
import type { Executor, Transaction } from '../../db/client';
import type { DurableConsumer } from '../../events/durable-consumers';
import type { LoggedEvent } from '../../events/domain-event';
import { cancelJobs, scheduleJob } from '../../jobs/job-queue';
import { createPatientNoticesRepository } from './patient-notices.repository';
import { plannedReminders } from './reminder-times';

type AppointmentChanged = Extract<LoggedEvent, { kind: 'appointmentChanged' }>;

/** The jobs of the patient notices (patient-notices.service.ts handles them). */
export const patientNoticeJobs = {
  confirmation: 'patient-notice.confirmation',
  reminder: 'patient-notice.reminder',
  cancellation: 'patient-notice.cancellation',
  moved: 'patient-notice.moved',
  send: 'patient-notice.send',
} as const;

/** In a notice's key, what comes after it is the start the notice is about ('reminder:day-before@2026-...'). */
export const noticeKeyStartSeparator = '@';

/** Every reminder job of an appointment starts with this; the reminder's name and start follow. */
export const reminderJobPrefix = (appointmentId: string) => `${patientNoticeJobs.reminder}:${appointmentId}:`;

/** The patient's language when the event carries it (a self-booking does, as `patientLocale`). */
function localeOfEvent(event: AppointmentChanged): Locale | undefined {
  return isLocale(event.patientLocale) ? event.patientLocale : undefined;
}

/**
 * The durable consumer `patient-notices`: what each appointment event means for the patient's
 * notices, written as jobs in the event's transaction (its cursor moves with them). It decides
 * nothing about sending: each job looks at the appointment again when it runs.
 */
export function createNoticePlanner(now: () => Date): DurableConsumer {
  async function planReminders(tx: Executor, event: AppointmentChanged) {
    const { appointment } = event;
    const startAt = new Date(appointment.start);
    const repository = createPatientNoticesRepository(tx);
    const settings = patientReminderSettingsOf(await repository.reminderSettingsOf(event.doctorId));
    const reminders = plannedReminders(startAt, settings, now());
    const keyOf = (name: string) => `${reminderJobPrefix(appointment._id)}${name}:${startAt.toISOString()}`;
    // A move leaves the reminders of the old start behind; those of this start stay as they are.
    await cancelJobs(tx, { keyPrefix: reminderJobPrefix(appointment._id), except: reminders.map(({ name }) => keyOf(name)) });
    const locale = localeOfEvent(event);
    for (const { name, at } of reminders) {
      await scheduleJob(tx, {
        kind: patientNoticeJobs.reminder,
        key: keyOf(name),
        runAt: at,
        payload: { appointmentId: appointment._id, reminder: name, startAt: startAt.toISOString(), ...(locale && { locale }) },
      });
    }
  }

  async function plan(tx: Transaction, event: AppointmentChanged) {
    const { appointment } = event;
    const id = appointment._id;
    switch (event.type) {
      case 'BOOKED': {
        if (appointment.status !== 'BOOKED') return;
        if (appointment.source === 'patient') {
          const locale = localeOfEvent(event);
          await scheduleJob(tx, {
            kind: patientNoticeJobs.confirmation,
            key: `${patientNoticeJobs.confirmation}:${id}`,
            runAt: now(),
            payload: { appointmentId: id, ...(locale && { locale }) },
          });
        }
        await planReminders(tx, event);
        return;
      }
      case 'APPOINTMENT_UPDATED': {
        if (appointment.status !== 'BOOKED') return;
        await planReminders(tx, event);
        // Whether the patient must hear of a new time is decided when it runs (what they were told last).
        // One job per event: an appointment moved back to a start it had gets a job again.
        await scheduleJob(tx, {
          kind: patientNoticeJobs.moved,
          key: `${patientNoticeJobs.moved}:${id}:${event.id}`,
          runAt: now(),
          payload: { appointmentId: id, startAt: new Date(appointment.start).toISOString() },
        });
        return;
      }
      case 'CANCELED':
        await cancelJobs(tx, { keyPrefix: reminderJobPrefix(id) });
        await scheduleJob(tx, {
          kind: patientNoticeJobs.cancellation,
          key: `${patientNoticeJobs.cancellation}:${id}`,
          runAt: now(),
          payload: { appointmentId: id },
        });
        return;
      case 'DONE':
      case 'PATIENT_MISSED':
        await cancelJobs(tx, { keyPrefix: reminderJobPrefix(id) });
        return;
      default:
    }
  }

  return {
    name: 'patient-notices',
    kinds: ['appointmentChanged'],
    handle: async (tx, event) => {
      if (event.kind === 'appointmentChanged') await plan(tx, event);
    },
  };
}
