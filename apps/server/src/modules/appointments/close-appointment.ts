import { updateStatusSchema, type StatusTarget } from '@tabib/contracts/appointments';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { assertMay } from '../practice/practice.policy';
import type { PracticeService } from '../practice/practice.service';
import { presentAppointment } from './appointment.presenter';
import { spanOf, type AppointmentWrites } from './appointment-writes';
import type { AppointmentWithDetails } from './appointments.repository';

const statusEventOf: Record<StatusTarget, 'DONE' | 'PATIENT_MISSED' | 'CANCELED'> = {
  DONE: 'DONE',
  PATIENT_MISSED: 'PATIENT_MISSED',
  DOCTOR_CANCELED: 'CANCELED',
};

/** What happens to a booked appointment on the day: the patient arrives, then done, missed or cancelled. */
export function createCloseAppointment(writes: AppointmentWrites, practice: PracticeService) {
  const { repository, load, appointmentEvent, written, now } = writes;

  return {
    /** DONE, PATIENT_MISSED or DOCTOR_CANCELED, from BOOKED only. */
    async setStatus(actor: UserRow, appointmentId: string, body: unknown) {
      assertMay(actor, 'appointments.book');
      const parsed = updateStatusSchema.safeParse(body);
      if (!parsed.success) throw new AppError(400, 'validationFailed');
      const { status, isNotify, clinic_doctor } = parsed.data;
      const { doctor } = await practice.scopeOf(actor, clinic_doctor);
      const current = await load(doctor.id, appointmentId);
      const at = now();
      // A missed visit changes the patient's missed count, shown on their other appointments.
      const touched = status === 'PATIENT_MISSED' ? undefined : [spanOf(current.appointment)];
      // Only the status changed, under the row's lock; a missed visit adds one to the patient's count.
      const after: AppointmentWithDetails = {
        ...current,
        appointment: { ...current.appointment, status, ...(status === 'DONE' ? { doneAt: at } : {}) },
        missed: current.missed + (status === 'PATIENT_MISSED' ? 1 : 0),
      };
      const event = appointmentEvent(statusEventOf[status], after, doctor, actor, touched);
      const changed = await repository.changeWhileBooked(
        doctor.id,
        current.appointment.id,
        {
          status,
          ...(status === 'DONE' ? { doneAt: at } : {}),
          ...(status === 'DOCTOR_CANCELED' ? { canceledAt: at, notifyPatient: isNotify } : {}),
        },
        { actorUserId: actor.id, action: 'STATUS_CHANGED', changes: { status: { from: 'BOOKED', to: status } } },
        event,
      );
      if (!changed) throw new AppError(409, 'appointmentNotBooked');
      const appointment = written(event);
      return { success: true as const, code: 'appointmentStatusUpdated', appointment };
    },

    /**
     * The doctor ended a teleconsultation call (POST /doctors/teleconsulta/leave): the appointment
     * is DONE with the call's duration, from BOOKED only (a second leave: CallAlreadyDone).
     */
    async endCall(actor: UserRow, appointmentId: string, durationSeconds: number) {
      assertMay(actor, 'appointments.book');
      const { doctor } = await practice.scopeOf(actor);
      const current = await load(doctor.id, appointmentId);
      if (current.appointment.status === 'DONE') throw new AppError(409, 'CallAlreadyDone');
      if (current.appointment.status !== 'BOOKED') throw new AppError(409, 'CannotCallStatusUnauthorized');
      const at = now();
      const after: AppointmentWithDetails = {
        ...current,
        appointment: { ...current.appointment, status: 'DONE', doneAt: at },
      };
      const event = appointmentEvent('DONE', after, doctor, actor, [spanOf(current.appointment)]);
      const changed = await repository.changeWhileBooked(
        doctor.id,
        current.appointment.id,
        { status: 'DONE', doneAt: at, callDurationSeconds: durationSeconds },
        {
          actorUserId: actor.id,
          action: 'STATUS_CHANGED',
          changes: { status: { from: 'BOOKED', to: 'DONE' }, callDurationSeconds: { from: null, to: durationSeconds } },
        },
        event,
      );
      if (!changed) throw new AppError(409, 'CallAlreadyDone');
      return { appointmentId: current.appointment.id, status: 'DONE' as const, callDurationSeconds: durationSeconds };
    },

    async markPatientArrived(actor: UserRow, appointmentId: string, clinicDoctor?: string | null) {
      assertMay(actor, 'appointments.markArrived');
      const { doctor } = await practice.scopeOf(actor, clinicDoctor);
      const current = await load(doctor.id, appointmentId);
      if (current.appointment.status !== 'BOOKED') throw new AppError(409, 'appointmentNotBooked');
      const arrived = { ...current, appointment: { ...current.appointment, patientArrived: true } };
      const event = appointmentEvent('PATIENT_ARRIVED', arrived, doctor, actor, [spanOf(current.appointment)]);
      const changed =
        !current.appointment.patientArrived &&
        (await repository.changeWhileBooked(
          doctor.id,
          current.appointment.id,
          { patientArrived: true },
          { actorUserId: actor.id, action: 'PATIENT_ARRIVED', changes: { patientArrived: { from: false, to: true } } },
          event,
        ));
      if (changed) return { success: true as const, code: 'patientArrivedUpdatedSuccessfully', appointment: written(event) };
      // Unchanged because it was cancelled or closed meanwhile (an arrival marked meanwhile is fine).
      const after = await load(doctor.id, current.appointment.id);
      if (after.appointment.status !== 'BOOKED') throw new AppError(409, 'appointmentNotBooked');
      return {
        success: true as const,
        code: 'patientArrivedUpdatedSuccessfully',
        appointment: presentAppointment(after, doctor),
      };
    },
  };
}
