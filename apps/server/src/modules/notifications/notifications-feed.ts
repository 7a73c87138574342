import type { Appointment } from '@tabib/contracts/appointments';
import type { NotificationKind } from '@tabib/contracts/notifications';
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

async function planOf(repository: NotificationsRepository, event: LoggedEvent): Promise<Planned | null> {
  switch (event.kind) {
    case 'appointmentChanged':
      return planAppointment(repository, event);
    case 'consultationReasonVerdict': {
      const reasonTitle = await repository.reasonTitle(event.consultation_reason_id);
      if (!reasonTitle) return null;
      const params: NotificationParams['consultation_reason_verdict'] = { reasonTitle, verdict: event.verdict };
      return {
        rendered: renderNotification('consultation_reason_verdict', params),
        doctorId: event.doctorId,
        recipients: await repository.doctorOnly(event.doctorId),
        picture: null,
        appointmentId: null,
        displayStatus: null,
      };
    }
    case 'editRequestDecided':
      return {
        rendered: renderNotification('edit_request_verdict', { requestSlug: event.requestSlug, verdict: event.verdict }),
        doctorId: event.doctorId,
        recipients: await repository.doctorOnly(event.doctorId),
        picture: null,
        appointmentId: null,
        displayStatus: null,
      };
    default:
      return null;
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
      const plan = await planOf(repository, event);
      if (!plan || plan.recipients.length === 0) return [];
      const rows = await repository.insertOnce(
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
      );
      return rows.map((row) => ({ userId: row.recipientUserId, notificationId: row.id }));
    },
  };
}

export type NotificationsFeed = ReturnType<typeof createNotificationsFeed>;
