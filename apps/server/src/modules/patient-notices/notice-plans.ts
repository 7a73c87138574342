import { isLocale, type Locale } from '@tabib/contracts/locales';
import { patientReminderSettingsOf } from '@tabib/contracts/patient-notices';
import type { Executor, Transaction } from '../../db/client';
import type { DurableConsumer } from '../../events/durable-consumers';
import type { LoggedEvent } from '../../events/domain-event';
import { cancelJobs, scheduleJob } from '../../jobs/job-queue';
import { createPatientNoticesRepository } from './patient-notices.repository';
import { patientNoticeJobs, reminderJobPrefix } from './notice-jobs';
import { plannedReminders } from './reminder-times';

type AppointmentChanged = Extract<LoggedEvent, { kind: 'appointmentChanged' }>;

/** The patient's language when the event carries it (a self-booking does, as `patientLocale`). */
function localeOfEvent(event: AppointmentChanged): Locale | undefined {
  return isLocale(event.patientLocale) ? event.patientLocale : undefined;
}

/** An appointment as its reminders are planned from. */
export interface RemindedAppointment {
  appointmentId: string;
  doctorId: string;
  startAt: Date;
  locale?: Locale;
}

/**
 * Plans an appointment's reminders by its doctor's settings (the waiting ones of another start
 * go, those of this start stay): planning twice changes nothing. Returns how many are planned.
 */
export async function planReminders(
  tx: Executor,
  { appointmentId, doctorId, startAt, locale }: RemindedAppointment,
  at: Date,
): Promise<number> {
  const repository = createPatientNoticesRepository(tx);
  const settings = patientReminderSettingsOf(await repository.reminderSettingsOf(doctorId));
  const reminders = plannedReminders(startAt, settings, at);
  const keyOf = (name: string) => `${reminderJobPrefix(appointmentId)}${name}:${startAt.toISOString()}`;
  await cancelJobs(tx, { keyPrefix: reminderJobPrefix(appointmentId), except: reminders.map(({ name }) => keyOf(name)) });
  for (const { name, at: runAt } of reminders) {
    await scheduleJob(tx, {
      kind: patientNoticeJobs.reminder,
      key: keyOf(name),
      runAt,
      payload: { appointmentId, reminder: name, startAt: startAt.toISOString(), ...(locale && { locale }) },
    });
  }
  return reminders.length;
}

/**
 * The durable consumer `patient-notices`: what each appointment event means for the patient's
 * notices, written as jobs in the event's transaction (its cursor moves with them). It decides
 * nothing about sending: each job looks at the appointment again when it runs.
 */
export function createNoticePlanner(now: () => Date): DurableConsumer {
  const planRemindersOf = (tx: Executor, event: AppointmentChanged) =>
    planReminders(
      tx,
      {
        appointmentId: event.appointment._id,
        doctorId: event.doctorId,
        startAt: new Date(event.appointment.start),
        locale: localeOfEvent(event),
      },
      now(),
    );

  async function plan(tx: Transaction, event: AppointmentChanged) {
    const { appointment } = event;
    const id = appointment._id;
    switch (event.type) {
      case 'BOOKED': {
        if (appointment.status !== 'BOOKED') return;
        // A teleconsultation's confirmation carries the join link, the patient's only way in: sent whoever booked it.
        if (appointment.source === 'patient' || appointment.type === 'visio') {
          const locale = localeOfEvent(event);
          await scheduleJob(tx, {
            kind: patientNoticeJobs.confirmation,
            key: `${patientNoticeJobs.confirmation}:${id}`,
            runAt: now(),
            payload: { appointmentId: id, ...(locale && { locale }) },
          });
        }
        await planRemindersOf(tx, event);
        return;
      }
      case 'APPOINTMENT_UPDATED': {
        if (appointment.status !== 'BOOKED') return;
        await planRemindersOf(tx, event);
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
