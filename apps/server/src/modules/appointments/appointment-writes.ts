import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import type { CalendarSpan, DomainEvent } from '../../events/domain-event';
import { AppError } from '../../lib/app-error';
import { exclusionViolation, pgErrorOf, uniqueViolation } from '../../lib/pg-errors';
import { isUuid } from '../../lib/uuid';
import type { PracticeService } from '../practice/practice.service';
import { presentAppointment } from './appointment.presenter';
import { createAppointmentsBookingRepository } from './appointments-booking.repository';
import { createAppointmentsRepository, type AppointmentWithDetails } from './appointments.repository';
import type { CalendarChange } from '../../lib/calendar-answer-cache';
import type { SubscriptionGate } from '../subscription/subscription-gate';

export interface AppointmentWriteDeps {
  db: Database;
  practice: PracticeService;
  /** This process's week cache drops what a write touched before its answer leaves (other processes hear the event). */
  onCalendarChanged: (change: CalendarChange) => void;
  /** New bookings are refused while the practice's subscription is restricted. */
  subscriptionGate: SubscriptionGate;
  now?: () => Date;
}

export type AppointmentChangedEvent = Extract<DomainEvent, { kind: 'appointmentChanged' }>;

export const spanOf = ({ startAt, endAt }: { startAt: Date; endAt: Date }): CalendarSpan => ({
  from: +startAt,
  to: +endAt,
});

/** Constraint violations that lose a race are answered like the pre-checks would have. */
export function asBookingError(error: unknown): never {
  const { code, constraint } = pgErrorOf(error);
  if (code === exclusionViolation) throw new AppError(409, 'slotAlreadyBooked');
  if (code === uniqueViolation && constraint === 'patients_doctor_phone_unique')
    throw new AppError(409, 'PatientWithPhoneNumberExist');
  throw error;
}

/** What every appointment use case shares: the repositories, the reload, and how a change is told. */
export function createAppointmentWrites({
  db,
  onCalendarChanged,
  subscriptionGate,
  now = () => new Date(),
}: AppointmentWriteDeps) {
  const repository = createAppointmentsRepository(db);

  return {
    db,
    now,
    subscriptionGate,
    repository,
    booking: createAppointmentsBookingRepository(db),

    async load(doctorId: string, appointmentId: string): Promise<AppointmentWithDetails> {
      const row = isUuid(appointmentId) ? await repository.findForDoctor(doctorId, appointmentId) : undefined;
      if (!row) throw new AppError(404, 'notFound');
      return row;
    },

    /** The event a change logs in its transaction: the appointment as the answer presents it. */
    appointmentEvent(
      type: AppointmentChangedEvent['type'],
      row: AppointmentWithDetails,
      doctor: UserRow,
      actor: UserRow | null,
      touched: CalendarSpan[] | undefined,
    ): AppointmentChangedEvent {
      return {
        kind: 'appointmentChanged',
        type,
        doctorId: doctor.id,
        clinicId: doctor.clinicId,
        appointment: presentAppointment(row, doctor),
        actorUserId: actor?.id ?? null,
        touched,
      };
    },

    /** After the commit: this process's cached weeks, before the answer leaves. */
    written(event: AppointmentChangedEvent) {
      onCalendarChanged({ doctorId: event.doctorId, spans: event.touched });
      return event.appointment;
    },
  };
}

export type AppointmentWrites = ReturnType<typeof createAppointmentWrites>;
