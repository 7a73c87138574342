import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppointmentType } from '@tabib/contracts/appointments';
import { isBookable } from '@tabib/contracts/consultation-reasons';
import type { Locale } from '@tabib/contracts/locales';
import type { FamilyMemberInput, NewPatient } from '@tabib/contracts/patients';
import { toE164 } from '@tabib/contracts/phone';
import { users } from '../../db/schema/accounts';
import { publishEvent } from '../../events/event-log';
import { AppError } from '../../lib/app-error';
import { practiceDayBounds } from '../../lib/practice-time';
import { presentConsultationReason } from '../consultation-reasons/consultation-reason.presenter';
import { createFamilyMembersService } from '../patients/family-members.service';
import { createPatientsService } from '../patients/patients.service';
import { asBookingError, spanOf, type AppointmentWrites } from './appointment-writes';
import { createAppointmentsRepository } from './appointments.repository';
import { decideBooking, refuseLockedFindings } from './booking-rules';
import { practiceWeekdayOf } from './schedule-rules';

export interface PatientBookingRequest {
  doctorId: string;
  reasonId: string;
  type: AppointmentType;
  startAt: Date;
  /** The one who books (found by phone, or registered): the holder, when the appointment is a family member's. */
  patient: NewPatient;
  /** The family member the appointment is for; null: the patient's own. */
  familyMember?: FamilyMemberInput | null;
  /** The language of the page: the patient's notices are written in it. */
  locale: Locale;
  /** The slot is one the page offers (on the grid of the schedule's blocks); judged after the rules that name a better code. */
  onOfferedGrid: boolean;
}

/**
 * The patient's own booking (public page) and cancel link. The same decision as the practice's
 * bookings (`decideBooking`, then the findings under the doctor's lock), with what a patient may
 * not do besides: a time already past, even today, and a start off the page's slots.
 */
export function createPatientBooking(writes: AppointmentWrites) {
  const { db, booking, appointmentEvent, written, now, subscriptionGate } = writes;

  return {
    async bookForPatient(request: PatientBookingRequest) {
      const { doctorId, startAt, type } = request;
      const phone = toE164(request.patient.phone);
      if (!phone) throw new AppError(400, 'PatientRequiredFieldsMissing');
      if (startAt.getTime() <= now().getTime()) throw new AppError(400, 'bookInPastNotAcceptable');
      await subscriptionGate.refuseWhenRestricted(doctorId);
      const id = randomUUID();
      const { day, weekday } = practiceWeekdayOf(startAt);
      const loaded = await booking.load({ doctorId, reasonId: request.reasonId, patientId: null, clientUiId: id, day, weekday });
      const reason = loaded.reason && isBookable(presentConsultationReason(loaded.reason)) ? loaded.reason : undefined;
      if (!reason) throw new AppError(400, 'InvalidConsultationReason');

      const { row, event } = await db
        .transaction(async (tx) => {
          const repository = createAppointmentsRepository(tx);
          await repository.lockDoctor(doctorId);
          const [doctor] = await tx.select().from(users).where(eq(users.id, doctorId));
          if (!doctor) throw new AppError(404, 'notFound');
          const schedule = await repository.daySchedule(doctorId, day, weekday);
          const timing = decideBooking(
            { startAt, duration: reason.duration, type },
            {
              reasonBookable: true,
              reasonRefusal: 'InvalidConsultationReason',
              telemedicineAllowed: doctor.telemedicineAllowed,
              schedule,
              now: now(),
            },
          );
          if (!request.onOfferedGrid) throw new AppError(400, 'AppointmentOutsideSchedule');
          const { endAt } = timing;
          refuseLockedFindings({ overlap: await repository.overlapExists(doctorId, startAt, endAt), dayCount: 0 });
          // A known phone number books for that patient; a new one registers the patient (source 'patient').
          const patientsService = createPatientsService(tx);
          const known = await patientsService.findByPhone(doctorId, phone);
          const patient =
            known ?? (await patientsService.createForBooking({ doctorId, actorUserId: null, patient: request.patient })).patient;
          const member = await createFamilyMembersService(tx).forBooking(doctorId, patient, {
            familyMember: request.familyMember,
          });
          // Someone registered just now has no appointment yet.
          if (member ? !member.created : known) {
            const bounds = practiceDayBounds(timing.day);
            const person = { patientId: patient.id, familyMemberId: member?.member.id ?? null };
            const dayCount = await repository.countPersonDay(person, bounds.start, bounds.end);
            refuseLockedFindings({ overlap: false, dayCount });
          }
          await repository.insert({
            id,
            doctorId,
            patientId: patient.id,
            familyMemberId: member?.member.id ?? null,
            consultationReasonId: reason.id,
            startAt,
            endAt,
            duration: reason.duration,
            type,
            source: 'patient',
            clientUiId: null,
            createdByUserId: null,
            createdAt: now(),
          });
          await repository.recordEvent({
            appointmentId: id,
            actorUserId: null,
            action: 'CREATED',
            changes: { status: { from: null, to: 'BOOKED' }, start: { from: null, to: startAt.toISOString() } },
          });
          const booked = await repository.findForDoctor(doctorId, id);
          if (!booked) throw new Error('the booking just inserted cannot be read back');
          const bookedEvent = {
            ...appointmentEvent('BOOKED', booked, doctor, null, [spanOf({ startAt, endAt })]),
            patientLocale: request.locale,
          };
          await publishEvent(tx, bookedEvent);
          return { row: booked, event: bookedEvent };
        })
        .catch(asBookingError);
      written(event);
      return row;
    },

    /**
     * The cancel link's use: PATIENT_CANCELED from BOOKED only, before the start. Answers what
     * stood in the way: the link was used (already PATIENT_CANCELED) or no longer cancels.
     */
    async cancelForPatient(appointmentId: string) {
      const doctorId = await writes.repository.doctorIdOf(appointmentId);
      const [doctor] = doctorId ? await db.select().from(users).where(eq(users.id, doctorId)) : [];
      const current = doctor && (await writes.repository.findForDoctor(doctor.id, appointmentId));
      if (!doctor || !current) throw new AppError(404, 'cancelLinkInvalid');
      const refuse = (status: string) => {
        if (status === 'PATIENT_CANCELED') throw new AppError(409, 'cancelLinkUsed');
        throw new AppError(410, 'cancelLinkExpired');
      };
      if (current.appointment.status !== 'BOOKED' || current.appointment.startAt <= now()) refuse(current.appointment.status);
      const after = { ...current, appointment: { ...current.appointment, status: 'PATIENT_CANCELED' as const } };
      const event = appointmentEvent('CANCELED', after, doctor, null, [spanOf(current.appointment)]);
      const changed = await writes.repository.changeWhileBooked(
        doctor.id,
        appointmentId,
        { status: 'PATIENT_CANCELED', canceledAt: now() },
        { actorUserId: null, action: 'STATUS_CHANGED', changes: { status: { from: 'BOOKED', to: 'PATIENT_CANCELED' } } },
        event,
      );
      if (!changed) {
        const latest = await writes.repository.findForDoctor(doctor.id, appointmentId);
        refuse(latest?.appointment.status ?? 'PATIENT_CANCELED');
      }
      written(event);
    },
  };
}
