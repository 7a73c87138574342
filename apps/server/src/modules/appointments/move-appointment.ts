import { appointmentPatientFieldsSchema, updateAppointmentSchema } from '@tabib/contracts/appointment-input';
import { isBookable } from '@tabib/contracts/consultation-reasons';
import type { UserRow } from '../../db/schema/accounts';
import { publishEvent } from '../../events/event-log';
import { AppError } from '../../lib/app-error';
import { practiceDayBounds } from '../../lib/practice-time';
import { presentConsultationReason } from '../consultation-reasons/consultation-reason.presenter';
import { createConsultationReasonsService } from '../consultation-reasons/consultation-reasons.service';
import { createPatientsService } from '../patients/patients.service';
import { assertMay } from '../practice/practice.policy';
import type { PracticeService } from '../practice/practice.service';
import { asBookingError, spanOf, type AppointmentWrites } from './appointment-writes';
import { createAppointmentsRepository } from './appointments.repository';
import { codeOfIssues, decideBooking, refuseLockedFindings } from './booking-rules';
import { practiceWeekdayOf } from './schedule-rules';

/** The practice moves, resizes or edits a booked appointment (and, with it, the patient's fields). */
export function createMoveAppointment(writes: AppointmentWrites, practice: PracticeService) {
  const { db, load, appointmentEvent, written, now } = writes;
  const reasons = createConsultationReasonsService(db);

  async function bookableReason(doctorId: string, reasonId: string) {
    const reason = await reasons.findForDoctor(doctorId, reasonId);
    return reason && isBookable(presentConsultationReason(reason)) ? reason : undefined;
  }

  return {
    async update(actor: UserRow, appointmentId: string, body: unknown) {
      assertMay(actor, 'appointments.book');
      const parsed = updateAppointmentSchema.safeParse(body);
      if (!parsed.success) throw new AppError(400, codeOfIssues(parsed.error));
      const values = parsed.data.newValues;
      const patientFields = values.firstName === undefined ? null : appointmentPatientFieldsSchema.safeParse(values);
      if (patientFields && !patientFields.success) throw new AppError(400, codeOfIssues(patientFields.error));
      const { doctor } = await practice.scopeOf(actor, values.clinic_doctor);
      const current = await load(doctor.id, appointmentId);
      if (current.appointment.status !== 'BOOKED') throw new AppError(409, 'appointmentNotBooked');
      const reason = await bookableReason(doctor.id, values.consultationReason);
      const slot = { startAt: new Date(values.startAt), duration: values.duration, type: values.type };
      const facts = {
        reasonBookable: Boolean(reason),
        reasonRefusal: 'AppointmentConsultationReasonNotAcceptable' as const,
        telemedicineAllowed: doctor.telemedicineAllowed,
        schedule: null,
        now: now(),
      };
      const { startAt } = slot;
      const { endAt } = decideBooking(slot, facts);
      const before = current.appointment;
      // Only a new slot or type meets the schedule: an appointment kept where it was stays editable.
      const moved = +startAt !== +before.startAt || +endAt !== +before.endAt || values.type !== before.type;
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      const track = (field: string, from: unknown, to: unknown) => {
        if (from !== to) changes[field] = { from, to };
      };
      track('start', before.startAt.toISOString(), startAt.toISOString());
      track('duration', before.duration, values.duration);
      track('type', before.type, values.type);
      track('consultationReason', before.consultationReasonId, reason!.id);
      // New patient fields show on the patient's other appointments, in any week.
      const touched = patientFields ? undefined : [spanOf(before), spanOf({ startAt, endAt })];

      const event = await db
        .transaction(async (tx) => {
          const txRepository = createAppointmentsRepository(tx);
          await txRepository.lockDoctor(doctor.id);
          if (moved) {
            const { day, weekday } = practiceWeekdayOf(startAt);
            decideBooking(slot, { ...facts, schedule: await txRepository.daySchedule(doctor.id, day, weekday) });
          }
          const day = practiceDayBounds(practiceWeekdayOf(startAt).day);
          refuseLockedFindings({
            overlap: await txRepository.overlapExists(doctor.id, startAt, endAt, before.id),
            dayCount: await txRepository.countPersonDay(
              { patientId: before.patientId, familyMemberId: before.familyMemberId },
              day.start,
              day.end,
              before.id,
            ),
          });
          await txRepository.update(before.id, {
            startAt,
            endAt,
            duration: values.duration,
            type: values.type,
            consultationReasonId: reason!.id,
          });
          if (patientFields) {
            await createPatientsService(tx).updateFromAppointment(doctor.id, current.patient, patientFields.data);
          }
          if (Object.keys(changes).length > 0) {
            await txRepository.recordEvent({ appointmentId: before.id, actorUserId: actor.id, action: 'UPDATED', changes });
          }
          const after = await txRepository.findForDoctor(doctor.id, before.id);
          if (!after) throw new AppError(404, 'notFound');
          const updated = appointmentEvent('APPOINTMENT_UPDATED', after, doctor, actor, touched);
          await publishEvent(tx, updated);
          return updated;
        })
        .catch(asBookingError);
      return { success: true as const, code: 'appointmentUpdated', appointment: written(event) };
    },
  };
}
