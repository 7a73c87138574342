import type { Appointment } from '@tabib/contracts/appointments';
import type { ClinicNoticeKind, NotificationKind } from '@tabib/contracts/notifications';
import type { Transaction } from '../../db/client';
import type { DomainEventKind, LoggedEvent } from '../../events/domain-event';
import { renderNotification, type NotificationParams, type RenderedNotification } from './notification-kinds';
import { createNotificationsRepository, type NotificationsRepository } from './notifications.repository';

/** What an event makes: the texts, whom they go to, and what the row points at. */
interface Planned {
  rendered: RenderedNotification;
  doctorId: string;
  recipients: string[];
  picture: string | null;
  appointmentId: string | null;
  displayStatus: string | null;
}

type AppointmentChanged = Extract<LoggedEvent, { kind: 'appointmentChanged' }>;

const patientNameOf = (appointment: Appointment) =>
  appointment.patient ? `${appointment.patient.firstName} ${appointment.patient.lastName}`.trim() : appointment.title;

/**
 * The appointment kinds, from the event's type and the appointment's status and source:
 * - a booking made by the patient (public page) → patient_booked;
 * - a cancellation by the patient → patient_cancel_appointment_at_doctor_calendar;
 * - a cancellation by the practice → doctor_cancel_appointment_for_patient, for the members
 *   who did not make it.
 * Nobody is notified of their own action: the actor is never a recipient.
 */
function appointmentKindOf(event: AppointmentChanged): NotificationKind | null {
  const { type, appointment } = event;
  if (type === 'BOOKED' && appointment.source === 'patient') return 'patient_booked';
  if (type === 'CANCELED' && appointment.status === 'PATIENT_CANCELED') return 'patient_cancel_appointment_at_doctor_calendar';
  if (type === 'CANCELED' && appointment.status === 'DOCTOR_CANCELED') return 'doctor_cancel_appointment_for_patient';
  return null;
}

async function planAppointment(repository: NotificationsRepository, event: AppointmentChanged): Promise<Planned | null> {
  const kind = appointmentKindOf(event);
  if (!kind) return null;
  const { appointment } = event;
  const base = { patientName: patientNameOf(appointment), start: appointment.start };
  let rendered: RenderedNotification;
  if (kind === 'doctor_cancel_appointment_for_patient') {
    const names = event.actorUserId ? await repository.displayNames([event.actorUserId]) : new Map<string, string>();
    rendered = renderNotification(kind, { ...base, actorName: (event.actorUserId && names.get(event.actorUserId)) || null });
  } else {
    rendered = renderNotification(kind, base);
  }
  const members = await repository.practiceMembers(event.doctorId);
  return {
    rendered,
    doctorId: event.doctorId,
    recipients: members.filter((userId) => userId !== event.actorUserId),
    picture: appointment.patient?.picture ?? null,
    appointmentId: appointment._id,
    displayStatus: null,
  };
}

/**
 * Spec 1 section 4: the accounts acting for a clinic's doctors (admin, member, unit) hear of every
 * booking and cancellation on any of them, whoever made it (the clinic, the doctor, the patient),
 * but the one who made it. Which of them is "another doctor" depends on the doctor the account
 * has picked at the time: the web decides (a notice of its own doctor is marked read unshown).
 */
async function planClinicNotice(repository: NotificationsRepository, event: AppointmentChanged): Promise<Planned | null> {
  const kind: ClinicNoticeKind | null =
    event.type === 'BOOKED' ? 'clinic_doctor_booked' : event.type === 'CANCELED' ? 'clinic_doctor_canceled' : null;
  if (!kind || !event.clinicId) return null;
  const recipients = (await repository.clinicAccounts(event.clinicId)).filter((userId) => userId !== event.actorUserId);
  const doctor = recipients.length > 0 ? await repository.doctorName(event.doctorId) : undefined;
  if (!doctor) return null;
  const { appointment } = event;
  return {
    rendered: renderNotification(kind, { doctor, patientName: patientNameOf(appointment), start: appointment.start }),
    doctorId: event.doctorId,
    recipients,
    picture: appointment.patient?.picture ?? null,
    // Not opened from a notice: a clinic account opens an appointment in its doctor's calendar.
    appointmentId: null,
    displayStatus: null,
  };
}

async function planOf(repository: NotificationsRepository, event: LoggedEvent): Promise<(Planned | null)[]> {
  switch (event.kind) {
    case 'appointmentChanged':
      // The practice's members and the clinic's accounts are different users: one row each at most.
      return [await planAppointment(repository, event), await planClinicNotice(repository, event)];
    case 'consultationReasonVerdict': {
      const reasonTitle = await repository.reasonTitle(event.consultation_reason_id);
      if (!reasonTitle) return [];
      const params: NotificationParams['consultation_reason_verdict'] = { reasonTitle, verdict: event.verdict };
      return [
        {
          rendered: renderNotification('consultation_reason_verdict', params),
          doctorId: event.doctorId,
          recipients: await repository.doctorOnly(event.doctorId),
          picture: null,
          appointmentId: null,
          displayStatus: null,
        },
      ];
    }
    case 'editRequestDecided':
      return [
        {
          rendered: renderNotification('edit_request_verdict', { requestSlug: event.requestSlug, verdict: event.verdict }),
          doctorId: event.doctorId,
          recipients: await repository.doctorOnly(event.doctorId),
          picture: null,
          appointmentId: null,
          displayStatus: null,
        },
      ];
    default:
      return [];
  }
}

/** The event kinds that can make notifications; the others only move the consumer's cursor. */
export const notificationEventKinds = [
  'appointmentChanged',
  'consultationReasonVerdict',
  'editRequestDecided',
] as const satisfies readonly DomainEventKind[];

export interface CreatedNotification {
  userId: string;
  notificationId: string;
}

/**
 * The notification store's durable consumer: turns an event into one row per recipient, inside
 * the transaction that moves its cursor. A redelivered event makes no second row (unique source
 * event and recipient) and answers nothing for the rows it already made; the caller publishes
 * `notificationCreated` for each row it answers.
 */
export function createNotificationsFeed() {
  return {
    name: 'notifications',
    kinds: notificationEventKinds,
    async handle(tx: Transaction, event: LoggedEvent): Promise<CreatedNotification[]> {
      const repository = createNotificationsRepository(tx);
      const plans = (await planOf(repository, event)).filter((plan): plan is Planned => (plan?.recipients.length ?? 0) > 0);
      if (plans.length === 0) return [];
      const rows = await repository.insertOnce(
        plans.flatMap((plan) =>
          plan.recipients.map((recipientUserId) => ({
            recipientUserId,
            doctorId: plan.doctorId,
            category: plan.rendered.category,
            kind: plan.rendered.kind,
            title: plan.rendered.title,
            message: plan.rendered.message,
            picture: plan.picture,
            icon: plan.rendered.icon,
            appointmentId: plan.appointmentId,
            displayStatus: plan.displayStatus,
            sourceEventId: event.id,
          })),
        ),
      );
      return rows.map((row) => ({ userId: row.recipientUserId, notificationId: row.id }));
    },
  };
}

export type NotificationsFeed = ReturnType<typeof createNotificationsFeed>;
