import type { z } from 'zod';
import {
  appointmentPatientFieldsSchema,
  createAppointmentSchema,
  updateAppointmentSchema,
} from '@tabib/contracts/appointment-input';
import { updateStatusSchema, type StatusTarget } from '@tabib/contracts/appointments';
import { isBookable } from '@tabib/contracts/consultation-reasons';
import { maxAppointmentsPerPatientPerDay } from '@tabib/contracts/appointments';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import type { DomainEvents } from '../../lib/domain-events';
import { exclusionViolation, pgErrorOf, uniqueViolation } from '../../lib/pg-errors';
import { practiceDay, practiceDayBounds, practiceTime } from '../../lib/practice-time';
import { isLocale } from '@tabib/contracts/locales';
import type { Mailer } from '../mail/mailer';
import { appointmentCanceledEmail } from '../mail/templates/appointment-canceled-email';
import { isUuid } from '../../lib/uuid';
import { presentConsultationReason } from '../consultation-reasons/consultation-reason.presenter';
import { createConsultationReasonsService } from '../consultation-reasons/consultation-reasons.service';
import { createPatientsService } from '../patients/patients.service';
import { assertMay } from '../practice/practice.policy';
import type { PracticeService } from '../practice/practice.service';
import { presentAppointment } from './appointment.presenter';
import { createAppointmentsBookingRepository } from './appointments-booking.repository';
import { createAppointmentsRepository, type AppointmentWithDetails } from './appointments.repository';
import { checkTiming, codeOfIssues } from './booking-rules';
import { checkSchedule, practiceWeekdayOf } from './schedule-rules';
import type { CalendarSpan } from './week-cache';

const spanOf = ({ startAt, endAt }: { startAt: Date; endAt: Date }): CalendarSpan => ({ from: +startAt, to: +endAt });

interface Deps {
  db: Database;
  mailer: Mailer;
  practice: PracticeService;
  events: DomainEvents;
  now?: () => Date;
}

type CreateAppointmentRequestParsed = z.output<typeof createAppointmentSchema>;

const statusEventOf: Record<StatusTarget, 'DONE' | 'PATIENT_MISSED' | 'CANCELED'> = {
  DONE: 'DONE',
  PATIENT_MISSED: 'PATIENT_MISSED',
  DOCTOR_CANCELED: 'CANCELED',
};

function refuseUnlessManager(actor: UserRow) {
  assertMay(actor, 'appointments.book');
}

/** Constraint violations that lose a race are answered like the pre-checks would have. */
function asBookingError(error: unknown): never {
  const { code, constraint } = pgErrorOf(error);
  if (code === exclusionViolation) throw new AppError(409, 'slotAlreadyBooked');
  if (code === uniqueViolation && constraint === 'patients_doctor_phone_unique')
    throw new AppError(409, 'PatientWithPhoneNumberExist');
  throw error;
}

export function createAppointmentsService({ db, mailer, practice, events, now = () => new Date() }: Deps) {
  const repository = createAppointmentsRepository(db);
  const booking = createAppointmentsBookingRepository(db);
  const reasons = createConsultationReasonsService(db);

  async function load(doctorId: string, appointmentId: string): Promise<AppointmentWithDetails> {
    const row = isUuid(appointmentId) ? await repository.findForDoctor(doctorId, appointmentId) : undefined;
    if (!row) throw new AppError(404, 'notFound');
    return row;
  }

  async function bookableReason(doctorId: string, reasonId: string) {
    const reason = await reasons.findForDoctor(doctorId, reasonId);
    return reason && isBookable(presentConsultationReason(reason)) ? reason : undefined;
  }

  function publish(
    type: Parameters<DomainEvents['publishAppointment']>[0]['type'],
    row: AppointmentWithDetails,
    doctor: UserRow,
    actor: UserRow,
    touched: CalendarSpan[] | undefined,
  ) {
    const appointment = presentAppointment(row, doctor);
    events.publishAppointment({
      type,
      doctorId: doctor.id,
      clinicId: doctor.clinicId,
      appointment,
      actorUserId: actor.id,
      touched,
    });
    return appointment;
  }

  /** A booking just written, as the rows in hand give it: no reload. */
  function justBooked(
    written: Pick<AppointmentWithDetails, 'patient' | 'reason' | 'missed'> &
      Pick<AppointmentWithDetails['appointment'], 'id' | 'createdAt' | 'doctorId' | 'startAt' | 'endAt'>,
    request: CreateAppointmentRequestParsed,
  ): AppointmentWithDetails {
    return {
      appointment: {
        id: written.id,
        doctorId: written.doctorId,
        patientId: written.patient.id,
        consultationReasonId: written.reason.id,
        startAt: written.startAt,
        endAt: written.endAt,
        duration: request.duration,
        type: request.type,
        status: 'BOOKED',
        patientArrived: false,
        doneAt: null,
        source: 'doctor',
        clientUiId: request.appointment_ui_id,
        createdAt: written.createdAt,
      },
      patient: written.patient,
      reason: written.reason,
      missed: written.missed,
    };
  }

  function createdAnswer(row: AppointmentWithDetails, doctor: UserRow, presented = presentAppointment(row, doctor)) {
    const { appointment } = row;
    const pastSameDay = appointment.startAt < appointment.createdAt;
    return {
      success: true as const,
      code: 'appointmentCreated' as const,
      appointment: presented,
      patient_id: appointment.patientId,
      allowed_call: appointment.type === 'visio' && doctor.telemedicineAllowed,
      attention: pastSameDay ? { code: 'bookedInPastSameDay' as const, savedAt: appointment.startAt.toISOString() } : null,
    };
  }

  /** The new-patient booking keeps the step-by-step flow: the patient is created under the doctor's lock. */
  async function bookNewPatient(
    actor: UserRow,
    doctor: UserRow,
    request: CreateAppointmentRequestParsed,
    slot: {
      reasonId: string;
      startAt: Date;
      endAt: Date;
      day: { start: Date; end: Date };
      changes: Record<string, { from: unknown; to: unknown }>;
    },
  ) {
    return db
      .transaction(async (tx) => {
        const txRepository = createAppointmentsRepository(tx);
        await txRepository.lockDoctor(doctor.id);
        const replayId = await txRepository.findIdByClientUiId(doctor.id, request.appointment_ui_id);
        if (replayId) return { id: replayId };
        if (await txRepository.overlapExists(doctor.id, slot.startAt, slot.endAt)) throw new AppError(409, 'slotAlreadyBooked');
        const { patient, created } = await createPatientsService(tx).createForBooking({
          doctorId: doctor.id,
          actorUserId: actor.id,
          patient: request.newPatient!,
          clientUiId: request.patient_ui_id,
        });
        // A patient created just now has no appointment yet; one an earlier sending created may have.
        if (
          !created &&
          (await txRepository.countPatientDay(patient.id, slot.day.start, slot.day.end)) >= maxAppointmentsPerPatientPerDay
        ) {
          throw new AppError(400, 'bookMoreThan4ForPatientForbiden');
        }
        const inserted = await txRepository.insert({
          doctorId: doctor.id,
          patientId: patient.id,
          consultationReasonId: slot.reasonId,
          startAt: slot.startAt,
          endAt: slot.endAt,
          duration: request.duration,
          type: request.type,
          source: 'doctor',
          clientUiId: request.appointment_ui_id,
          createdByUserId: actor.id,
          createdAt: now(),
        });
        await txRepository.recordEvent({
          appointmentId: inserted.id,
          actorUserId: actor.id,
          action: 'CREATED',
          changes: slot.changes,
        });
        await txRepository.notifyCalendarChanged({ doctorId: doctor.id, spans: [spanOf(slot)] });
        return { id: inserted.id, booked: { createdAt: inserted.createdAt, patient, patientCreated: created } };
      })
      .catch(asBookingError);
  }

  return {
    /** Idempotent on appointment_ui_id: a repeated request returns the first answer. */
    async create(actor: UserRow, body: unknown) {
      refuseUnlessManager(actor);
      const parsed = createAppointmentSchema.safeParse(body);
      if (!parsed.success) throw new AppError(400, codeOfIssues(parsed.error));
      const request = parsed.data;
      const { doctor } = await practice.scopeOf(actor, request.selectedClinicDoctor);
      const startAt = new Date(request.startAt);

      // One query: the reason and the patient (each only if this doctor's), a replay and the day's schedule.
      const loaded = await booking.load({
        doctorId: doctor.id,
        reasonId: isUuid(request.consultationReason) ? request.consultationReason : null,
        patientId: !request.isNewPatient && isUuid(request.patient) ? request.patient : null,
        clientUiId: request.appointment_ui_id,
        ...practiceWeekdayOf(startAt),
      });
      if (loaded.earlierId) return createdAnswer(await load(doctor.id, loaded.earlierId), doctor);

      const reason = loaded.reason && isBookable(presentConsultationReason(loaded.reason)) ? loaded.reason : undefined;
      if (!reason) throw new AppError(400, 'InvalidConsultationReason');
      if (request.type === 'visio' && !doctor.telemedicineAllowed)
        throw new AppError(403, 'DoctorTeleconsultationUnauthorizedAction');
      const timing = checkTiming(startAt, request.duration, now());
      const { endAt } = timing;
      checkSchedule(loaded.schedule, startAt, endAt, request.type);
      const day = practiceDayBounds(timing.day);
      const changes = { status: { from: null, to: 'BOOKED' }, start: { from: null, to: startAt.toISOString() } };

      if (request.isNewPatient) {
        const { id, booked } = await bookNewPatient(actor, doctor, request, {
          reasonId: reason.id,
          startAt,
          endAt,
          day,
          changes,
        });
        if (!booked) return createdAnswer(await load(doctor.id, id), doctor);
        // No reload when the patient is new too (no missed visit): presented from the rows in hand.
        const row = booked.patientCreated
          ? justBooked(
              {
                id,
                createdAt: booked.createdAt,
                doctorId: doctor.id,
                startAt,
                endAt,
                patient: booked.patient,
                reason,
                missed: 0,
              },
              request,
            )
          : await load(doctor.id, id);
        return createdAnswer(row, doctor, publish('BOOKED', row, doctor, actor, [spanOf(row.appointment)]));
      }

      const patient = loaded.patient;
      if (!patient) throw new AppError(404, 'notFound');
      const createdAt = now();
      const outcome = await booking
        .book({
          doctorId: doctor.id,
          patientId: patient.id,
          consultationReasonId: reason.id,
          startAt,
          endAt,
          duration: request.duration,
          type: request.type,
          clientUiId: request.appointment_ui_id,
          createdByUserId: actor.id,
          createdAt,
          dayStart: day.start,
          dayEnd: day.end,
          maxPerPatientDay: maxAppointmentsPerPatientPerDay,
          changes,
        })
        .catch(asBookingError);
      // The database function only reports what it found; what each finding means is decided
      // here, in the order of the rules: a replay answers the first booking, then the slot, then the day.
      if (outcome.replayId) return createdAnswer(await load(doctor.id, outcome.replayId), doctor);
      if (outcome.overlap) throw new AppError(409, 'slotAlreadyBooked');
      if (outcome.dayCount >= maxAppointmentsPerPatientPerDay) throw new AppError(400, 'bookMoreThan4ForPatientForbiden');
      if (!outcome.id || !outcome.createdAt) throw new Error('booking statement inserted nothing without a reason');

      // No reload: the answer is presented from the rows already in hand.
      const row = justBooked(
        {
          id: outcome.id,
          createdAt: outcome.createdAt,
          doctorId: doctor.id,
          startAt,
          endAt,
          patient,
          reason,
          missed: loaded.missed,
        },
        request,
      );
      return createdAnswer(row, doctor, publish('BOOKED', row, doctor, actor, [spanOf(row.appointment)]));
    },

    async update(actor: UserRow, appointmentId: string, body: unknown) {
      refuseUnlessManager(actor);
      const parsed = updateAppointmentSchema.safeParse(body);
      if (!parsed.success) throw new AppError(400, codeOfIssues(parsed.error));
      const values = parsed.data.newValues;
      const patientFields = values.firstName === undefined ? null : appointmentPatientFieldsSchema.safeParse(values);
      if (patientFields && !patientFields.success) throw new AppError(400, codeOfIssues(patientFields.error));
      const { doctor } = await practice.scopeOf(actor, values.clinic_doctor);
      const current = await load(doctor.id, appointmentId);
      if (current.appointment.status !== 'BOOKED') throw new AppError(409, 'appointmentNotBooked');
      const reason = await bookableReason(doctor.id, values.consultationReason);
      if (!reason) throw new AppError(400, 'AppointmentConsultationReasonNotAcceptable');
      if (values.type === 'visio' && !doctor.telemedicineAllowed)
        throw new AppError(403, 'DoctorTeleconsultationUnauthorizedAction');
      const startAt = new Date(values.startAt);
      const { endAt } = checkTiming(startAt, values.duration, now());
      const before = current.appointment;
      // Only a new slot or type meets the schedule: an appointment kept where it was stays editable.
      if (+startAt !== +before.startAt || +endAt !== +before.endAt || values.type !== before.type) {
        const { day, weekday } = practiceWeekdayOf(startAt);
        checkSchedule(await booking.daySchedule(doctor.id, day, weekday), startAt, endAt, values.type);
      }
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      const track = (field: string, from: unknown, to: unknown) => {
        if (from !== to) changes[field] = { from, to };
      };
      track('start', before.startAt.toISOString(), startAt.toISOString());
      track('duration', before.duration, values.duration);
      track('type', before.type, values.type);
      track('consultationReason', before.consultationReasonId, reason.id);
      // New patient fields show on the patient's other appointments, in any week.
      const touched = patientFields ? undefined : [spanOf(before), spanOf({ startAt, endAt })];

      await db
        .transaction(async (tx) => {
          const txRepository = createAppointmentsRepository(tx);
          await txRepository.lockDoctor(doctor.id);
          if (await txRepository.overlapExists(doctor.id, startAt, endAt, before.id))
            throw new AppError(409, 'slotAlreadyBooked');
          const day = practiceDayBounds(practiceDay(startAt));
          const sameDayCount = await txRepository.countPatientDay(before.patientId, day.start, day.end, before.id);
          if (sameDayCount >= maxAppointmentsPerPatientPerDay) throw new AppError(400, 'bookMoreThan4ForPatientForbiden');
          await txRepository.update(before.id, {
            startAt,
            endAt,
            duration: values.duration,
            type: values.type,
            consultationReasonId: reason.id,
          });
          if (patientFields) {
            await createPatientsService(tx).updateFromAppointment(doctor.id, current.patient, patientFields.data);
          }
          if (Object.keys(changes).length > 0) {
            await txRepository.recordEvent({ appointmentId: before.id, actorUserId: actor.id, action: 'UPDATED', changes });
          }
          await txRepository.notifyCalendarChanged({ doctorId: doctor.id, spans: touched });
        })
        .catch(asBookingError);

      const appointment = publish('APPOINTMENT_UPDATED', await load(doctor.id, before.id), doctor, actor, touched);
      return { success: true as const, code: 'appointmentUpdated', appointment };
    },

    /** DONE, PATIENT_MISSED or DOCTOR_CANCELED, from BOOKED only. */
    async setStatus(actor: UserRow, appointmentId: string, body: unknown) {
      refuseUnlessManager(actor);
      const parsed = updateStatusSchema.safeParse(body);
      if (!parsed.success) throw new AppError(400, 'validationFailed');
      const { status, isNotify, clinic_doctor } = parsed.data;
      const { doctor } = await practice.scopeOf(actor, clinic_doctor);
      const current = await load(doctor.id, appointmentId);
      const at = now();
      // A missed visit changes the patient's missed count, shown on their other appointments.
      const touched = status === 'PATIENT_MISSED' ? undefined : [spanOf(current.appointment)];
      const changed = await repository.changeWhileBooked(
        doctor.id,
        current.appointment.id,
        {
          status,
          ...(status === 'DONE' ? { doneAt: at } : {}),
          ...(status === 'DOCTOR_CANCELED' ? { canceledAt: at, notifyPatient: isNotify } : {}),
        },
        { actorUserId: actor.id, action: 'STATUS_CHANGED', changes: { status: { from: 'BOOKED', to: status } } },
        touched,
      );
      if (!changed) throw new AppError(409, 'appointmentNotBooked');

      // Only the status changed, under the row's lock; a missed visit changes the patient's count too.
      const after =
        status === 'PATIENT_MISSED'
          ? await load(doctor.id, current.appointment.id)
          : { ...current, appointment: { ...current.appointment, status, ...(status === 'DONE' ? { doneAt: at } : {}) } };
      const appointment = publish(statusEventOf[status], after, doctor, actor, touched);
      const { patient } = current;
      if (status === 'DOCTOR_CANCELED' && isNotify && patient.email) {
        await mailer.send(
          appointmentCanceledEmail({
            to: patient.email,
            patientName: `${patient.firstName} ${patient.lastName}`,
            doctorName: `${doctor.title} ${doctor.firstName} ${doctor.lastName}`.trim(),
            when: practiceTime(current.appointment.startAt).format('DD/MM/YYYY HH:mm'),
            locale: isLocale(doctor.locale) ? doctor.locale : 'fr',
          }),
        );
      }
      return { success: true as const, code: 'appointmentStatusUpdated', appointment };
    },

    async markPatientArrived(actor: UserRow, appointmentId: string, clinicDoctor?: string | null) {
      assertMay(actor, 'appointments.markArrived');
      const { doctor } = await practice.scopeOf(actor, clinicDoctor);
      const current = await load(doctor.id, appointmentId);
      if (current.appointment.status !== 'BOOKED') throw new AppError(409, 'appointmentNotBooked');
      const changed =
        !current.appointment.patientArrived &&
        (await repository.changeWhileBooked(
          doctor.id,
          current.appointment.id,
          { patientArrived: true },
          { actorUserId: actor.id, action: 'PATIENT_ARRIVED', changes: { patientArrived: { from: false, to: true } } },
          [spanOf(current.appointment)],
        ));
      const after = await load(doctor.id, current.appointment.id);
      // Unchanged because it was cancelled or closed meanwhile (an arrival marked meanwhile is fine).
      if (!changed && after.appointment.status !== 'BOOKED') throw new AppError(409, 'appointmentNotBooked');
      const appointment = publish('PATIENT_ARRIVED', after, doctor, actor, [spanOf(after.appointment)]);
      return { success: true as const, code: 'patientArrivedUpdatedSuccessfully', appointment };
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
