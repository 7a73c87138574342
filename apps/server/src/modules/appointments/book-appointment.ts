import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { createAppointmentSchema } from '@tabib/contracts/appointment-input';
import { maxAppointmentsPerPatientPerDay } from '@tabib/contracts/appointments';
import { isBookable } from '@tabib/contracts/consultation-reasons';
import type { UserRow } from '../../db/schema/accounts';
import type { FamilyMemberRow } from '../../db/schema/patients';
import { publishEvent } from '../../events/event-log';
import { AppError } from '../../lib/app-error';
import { practiceDayBounds } from '../../lib/practice-time';
import { isUuid } from '../../lib/uuid';
import { presentConsultationReason } from '../consultation-reasons/consultation-reason.presenter';
import { createFamilyMembersService } from '../patients/family-members.service';
import { createPatientsService } from '../patients/patients.service';
import { assertMay } from '../practice/practice.policy';
import type { PracticeService } from '../practice/practice.service';
import { presentAppointment } from './appointment.presenter';
import { asBookingError, spanOf, type AppointmentWrites } from './appointment-writes';
import type { BookingLoad } from './appointments-booking.repository';
import { createAppointmentsRepository, type AppointmentWithDetails } from './appointments.repository';
import { codeOfIssues, decideBooking, refuseLockedFindings } from './booking-rules';
import { practiceWeekdayOf } from './schedule-rules';

type CreateAppointmentRequestParsed = z.output<typeof createAppointmentSchema>;
type Changes = Record<string, { from: unknown; to: unknown }>;

/** A schedule saved between the read and the lock sends the booking back to be judged again; this often at most. */
const maxScheduleRetries = 3;

/** A booking just written, as the rows in hand give it: no reload. */
function justBooked(
  written: Pick<AppointmentWithDetails, 'patient' | 'familyMember' | 'reason' | 'missed'> &
    Pick<AppointmentWithDetails['appointment'], 'id' | 'createdAt' | 'doctorId' | 'startAt' | 'endAt'>,
  request: CreateAppointmentRequestParsed,
): AppointmentWithDetails {
  return {
    appointment: {
      id: written.id,
      doctorId: written.doctorId,
      patientId: written.patient.id,
      familyMemberId: written.familyMember?.id ?? null,
      consultationReasonId: written.reason.id,
      startAt: written.startAt,
      endAt: written.endAt,
      duration: request.duration,
      type: request.type,
      status: 'BOOKED',
      patientArrived: false,
      doneAt: null,
      patientWaitingSince: null,
      source: 'doctor',
      clientUiId: request.appointment_ui_id,
      createdAt: written.createdAt,
    },
    patient: written.patient,
    familyMember: written.familyMember,
    reason: written.reason,
    missed: written.missed,
  };
}

/** The known patient the load found (the doctor's, live), or notFound. */
function knownPatient(loaded: BookingLoad) {
  if (!loaded.patient) throw new AppError(404, 'notFound');
  return loaded.patient;
}

/** A family member as the appointment's rows carry it; null for the patient's own booking. */
const memberDetails = (found: { member: FamilyMemberRow } | null): AppointmentWithDetails['familyMember'] =>
  found && {
    id: found.member.id,
    firstName: found.member.firstName,
    lastName: found.member.lastName,
    relation: found.member.relation,
  };

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

/** The practice books an appointment (doctor, assistant or clinic account), for a known or a new patient. */
export function createBookAppointment(writes: AppointmentWrites, practice: PracticeService) {
  const { db, booking, load, appointmentEvent, written, now, subscriptionGate } = writes;
  const familyMembers = createFamilyMembersService(db);

  /** The reason, teleconsultation, timing and schedule rules on what the booking load found. */
  function decide(request: CreateAppointmentRequestParsed, doctor: UserRow, loaded: BookingLoad, startAt: Date) {
    const reason = loaded.reason && isBookable(presentConsultationReason(loaded.reason)) ? loaded.reason : undefined;
    const timing = decideBooking(
      { startAt, duration: request.duration, type: request.type },
      {
        reasonBookable: Boolean(reason),
        reasonRefusal: 'InvalidConsultationReason',
        telemedicineAllowed: doctor.telemedicineAllowed,
        schedule: loaded.schedule,
        now: now(),
      },
    );
    return { reason: reason!, timing };
  }

  const changesOf = (startAt: Date): Changes => ({
    status: { from: null, to: 'BOOKED' },
    start: { from: null, to: startAt.toISOString() },
  });

  /**
   * A booking that keeps someone new (a new patient, a new family member) in the step-by-step
   * flow: they are written under the doctor's lock, in the booking's transaction.
   */
  async function bookInTransaction(
    actor: UserRow,
    doctor: UserRow,
    request: CreateAppointmentRequestParsed,
    startAt: Date,
    loaded: BookingLoad,
  ) {
    return db
      .transaction(async (tx) => {
        const txRepository = createAppointmentsRepository(tx);
        await txRepository.lockDoctor(doctor.id);
        const replayId = await txRepository.findIdByClientUiId(doctor.id, request.appointment_ui_id);
        if (replayId) return { id: replayId, booked: undefined };
        // Judged again under the lock, on the schedule as it stands now: no save can come in between.
        const { day, weekday } = practiceWeekdayOf(startAt);
        const schedule = await txRepository.daySchedule(doctor.id, day, weekday);
        const { reason, timing } = decide(request, doctor, { ...loaded, schedule }, startAt);
        const { endAt } = timing;
        const dayBounds = practiceDayBounds(timing.day);
        const overlap = await txRepository.overlapExists(doctor.id, startAt, endAt);
        refuseLockedFindings({ overlap, dayCount: 0 });
        const holder = request.isNewPatient
          ? await createPatientsService(tx).createForBooking({
              doctorId: doctor.id,
              actorUserId: actor.id,
              patient: request.newPatient!,
              clientUiId: request.patient_ui_id,
            })
          : { patient: knownPatient(loaded), created: false };
        const { patient } = holder;
        const member = await createFamilyMembersService(tx).forBooking(doctor.id, patient, request);
        // Someone created just now has no appointment yet; one an earlier sending created may have.
        if (!(member ? member.created : holder.created)) {
          const person = { patientId: patient.id, familyMemberId: member?.member.id ?? null };
          refuseLockedFindings({
            overlap: false,
            dayCount: await txRepository.countPersonDay(person, dayBounds.start, dayBounds.end),
          });
        }
        const inserted = await txRepository.insert({
          doctorId: doctor.id,
          patientId: patient.id,
          familyMemberId: member?.member.id ?? null,
          consultationReasonId: reason.id,
          startAt,
          endAt,
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
          changes: changesOf(startAt),
        });
        // No reload when the missed visits are known (the load's, or none for a patient new now): the rows in hand.
        const missed = request.isNewPatient ? (holder.created ? 0 : null) : loaded.missed;
        const row =
          missed === null
            ? await txRepository.findForDoctor(doctor.id, inserted.id)
            : justBooked(
                {
                  id: inserted.id,
                  createdAt: inserted.createdAt,
                  doctorId: doctor.id,
                  startAt,
                  endAt,
                  patient,
                  familyMember: memberDetails(member),
                  reason,
                  missed,
                },
                request,
              );
        if (!row) throw new Error('the booking just inserted cannot be read back');
        const event = appointmentEvent('BOOKED', row, doctor, actor, [spanOf({ startAt, endAt })]);
        await publishEvent(tx, event);
        return { id: inserted.id, booked: { row, event } };
      })
      .catch(asBookingError);
  }

  /**
   * A known patient in 3 round trips: the session, one load query, one call of `book_appointment`
   * (the doctor's lock, then the findings and the insert). The slot is judged on the schedule
   * the load read; the function refuses to go on when a save has moved the schedule's version
   * since, and the booking is judged again.
   */
  async function bookKnownPatient(
    actor: UserRow,
    doctor: UserRow,
    request: CreateAppointmentRequestParsed,
    startAt: Date,
    first: BookingLoad,
  ) {
    let loaded = first;
    let member: { member: FamilyMemberRow } | null = null;
    for (let attempt = 1; ; attempt++) {
      const { reason, timing } = decide(request, doctor, loaded, startAt);
      const patient = knownPatient(loaded);
      // A family member named by id only: one named anew is kept by bookInTransaction.
      member ??= await familyMembers.forBooking(doctor.id, patient, { familyMemberId: request.familyMemberId });
      const { endAt } = timing;
      const dayBounds = practiceDayBounds(timing.day);
      const id = randomUUID();
      const createdAt = now();
      // No reload: the answer and the event are presented from the rows already in hand.
      const row = justBooked(
        {
          id,
          createdAt,
          doctorId: doctor.id,
          startAt,
          endAt,
          patient,
          familyMember: memberDetails(member),
          reason,
          missed: loaded.missed,
        },
        request,
      );
      const event = appointmentEvent('BOOKED', row, doctor, actor, [spanOf(row.appointment)]);
      const outcome = await booking
        .book({
          id,
          doctorId: doctor.id,
          patientId: patient.id,
          familyMemberId: member?.member.id ?? null,
          consultationReasonId: reason.id,
          startAt,
          endAt,
          duration: request.duration,
          type: request.type,
          source: 'doctor',
          clientUiId: request.appointment_ui_id,
          createdByUserId: actor.id,
          createdAt,
          dayStart: dayBounds.start,
          dayEnd: dayBounds.end,
          maxPerPatientDay: maxAppointmentsPerPatientPerDay,
          changes: changesOf(startAt),
          event,
          scheduleVersion: loaded.scheduleVersion,
        })
        .catch(asBookingError);
      if (outcome.scheduleChanged) {
        if (attempt >= maxScheduleRetries) throw new AppError(409, 'slotAlreadyBooked');
        loaded = await booking.load(loadInput(doctor, request, startAt));
        if (loaded.earlierId) return createdAnswer(await load(doctor.id, loaded.earlierId), doctor);
        continue;
      }
      // The function only reports what it found; what each finding means is decided here, in the
      // order of the rules: a replay answers the first booking, then the slot, then the day.
      if (outcome.replayId) return createdAnswer(await load(doctor.id, outcome.replayId), doctor);
      refuseLockedFindings(outcome);
      if (!outcome.id) throw new Error('booking statement inserted nothing without a reason');
      return createdAnswer(row, doctor, written(event));
    }
  }

  function loadInput(doctor: UserRow, request: CreateAppointmentRequestParsed, startAt: Date) {
    return {
      doctorId: doctor.id,
      reasonId: isUuid(request.consultationReason) ? request.consultationReason : null,
      patientId: !request.isNewPatient && isUuid(request.patient) ? request.patient : null,
      clientUiId: request.appointment_ui_id,
      ...practiceWeekdayOf(startAt),
    };
  }

  return {
    /** Idempotent on appointment_ui_id: a repeated request returns the first answer. */
    async create(actor: UserRow, body: unknown) {
      assertMay(actor, 'appointments.book');
      const parsed = createAppointmentSchema.safeParse(body);
      if (!parsed.success) throw new AppError(400, codeOfIssues(parsed.error));
      const request = parsed.data;
      const { doctor } = await practice.scopeOf(actor, request.selectedClinicDoctor);
      const startAt = new Date(request.startAt);

      // One query: the reason and the patient (each only if this doctor's), a replay and the day's schedule.
      const loaded = await booking.load(loadInput(doctor, request, startAt));
      if (loaded.earlierId) return createdAnswer(await load(doctor.id, loaded.earlierId), doctor);
      await subscriptionGate.refuseWhenRestricted(doctor.id);
      // A known patient's booking, for them or a family member the practice keeps, is judged first thing in bookKnownPatient.
      const keepsSomeoneNew = request.isNewPatient || (Boolean(request.familyMember) && !request.familyMemberId);
      if (!keepsSomeoneNew) return bookKnownPatient(actor, doctor, request, startAt, loaded);
      // One that keeps someone new is judged again under the lock; refused here first, without taking it.
      decide(request, doctor, loaded, startAt);
      const { id, booked } = await bookInTransaction(actor, doctor, request, startAt, loaded);
      if (!booked) return createdAnswer(await load(doctor.id, id), doctor);
      return createdAnswer(booked.row, doctor, written(booked.event));
    },
  };
}
