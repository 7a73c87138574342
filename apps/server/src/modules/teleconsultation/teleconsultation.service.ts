import type { z } from 'zod';
import {
  callTransport,
  type CallDetailsResponse,
  type CallRole,
  type leaveCallBodySchema,
  type WaitingCallsResponse,
} from '@tabib/contracts/teleconsultation';
import type { IceConfig } from '../../config';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { publishEvent } from '../../events/event-log';
import { AppError } from '../../lib/app-error';
import { createAppointmentTokens, type AppointmentTokens } from '../../lib/appointment-tokens';
import { practiceDay, practiceDayBounds } from '../../lib/practice-time';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { AppointmentsQueryService } from '../appointments/appointments-query.service';
import { assertMay, isClinicAccount } from '../practice/practice.policy';
import { iceServersFor } from './ice-servers';
import { createTeleconsultationRepository, type CallFacts } from './teleconsultation.repository';

/** Whose calls an account's pages hear: its clinic's, or its doctor's (the realtime rooms of realtime/rooms.ts). */
function practiceHeardBy(actor: UserRow): { clinicId: string } | { doctorId: string } | null {
  if (isClinicAccount(actor)) return actor.clinicId ? { clinicId: actor.clinicId } : null;
  const doctorId = actor.kind === 'assistant' ? actor.employerDoctorId : actor.id;
  return doctorId ? { doctorId } : null;
}

interface Deps {
  db: Executor;
  appointmentsQuery: Pick<AppointmentsQueryService, 'callOf'>;
  appointments: Pick<AppointmentsService, 'endCall'>;
  ice: IceConfig;
  now?: () => Date;
}

/**
 * Issue 16: the doctor's side of a teleconsultation call (docs/decisions.md, "Teleconsultation").
 * A call is the appointment's: its id names the signalling room, and its tokens (one key for the
 * doctor's, another for the patient's join link) are valid until the end of the appointment's day.
 */
export function createTeleconsultationService({ db, appointmentsQuery, appointments, ice, now = () => new Date() }: Deps) {
  const doctorTokens = createAppointmentTokens(db, 'videocall-doctor');
  const patientTokens = createAppointmentTokens(db, 'videocall-patient');
  const tokensOf: Record<CallRole, AppointmentTokens> = { doctor: doctorTokens, patient: patientTokens };
  const repository = createTeleconsultationRepository(db);

  /** The appointment, if a call may be held for it now; otherwise the catalogue's refusal. */
  async function callable(actor: UserRow, appointmentId: string) {
    assertMay(actor, 'appointments.book');
    const found = await appointmentsQuery.callOf(actor, appointmentId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'notFound') throw new AppError(404, 'appointmentNotFound');
      throw error;
    });
    const { appointment, patient, doctor } = found;
    if (!doctor.telemedicineAllowed) throw new AppError(403, 'DoctorTeleconsultationUnauthorizedAction');
    if (appointment.type !== 'visio') throw new AppError(400, 'AppointmentDoNotTeleconsultationService');
    if (appointment.status === 'DONE') throw new AppError(409, 'CallAlreadyDone');
    if (appointment.status !== 'BOOKED') throw new AppError(409, 'CannotCallStatusUnauthorized');
    const today = practiceDay(now());
    if (practiceDay(appointment.startAt) !== today) throw new AppError(400, 'CallDateMustBeTODAY');
    return { appointment, patient, expiresAt: practiceDayBounds(today).end };
  }

  /** The patient's key to the call (their join link) and its end: the end of the appointment's day. */
  async function patientJoin(appointmentId: string, startAt: Date) {
    const expiresAt = practiceDayBounds(practiceDay(startAt)).end;
    return { token: await patientTokens.tokenFor(appointmentId, expiresAt), expiresAt };
  }

  return {
    ready: async () => {
      await Promise.all([doctorTokens.ready(), patientTokens.ready()]);
    },
    doctorTokens,
    patientTokens,
    /** The catalogue's refusals of a call (call details, leave, do-call-immediately). */
    callable,

    patientJoin,
    patientToken: async (appointmentId: string, startAt: Date) => (await patientJoin(appointmentId, startAt)).token,

    /**
     * Who may enter a call's signalling room: a token of the role's key, not expired, for a visio
     * appointment of today still BOOKED. null for anything else (the socket is refused, saying nothing more).
     */
    async admit(role: CallRole, token: string): Promise<CallFacts | null> {
      const read = await tokensOf[role].read(token);
      if (!read || read.expiresAt <= now()) return null;
      const facts = await repository.callFacts(read.appointmentId);
      const today = practiceDay(now());
      return facts && facts.type === 'visio' && facts.status === 'BOOKED' && practiceDay(facts.startAt) === today ? facts : null;
    },

    /**
     * The patient is in the call, or left it: kept on the appointment (its online flag, what a page
     * opened later reads) and heard by the practice's pages (through the event path: any process).
     */
    async patientWaiting(facts: CallFacts, waiting: boolean) {
      await repository.setPatientWaiting(facts.id, waiting ? now() : null);
      await publishEvent(db, {
        kind: 'videocallWaiting',
        doctorId: facts.doctorId,
        clinicId: facts.clinicId,
        appointmentId: facts.id,
        startAt: facts.startAt.toISOString(),
        patientIsWaiting: waiting,
      });
    },

    /** Today's calls whose patient waits, across the practice the actor's pages hear (spec 2 section 4, on opening a page). */
    async waitingCalls(actor: UserRow): Promise<WaitingCallsResponse> {
      const practice = practiceHeardBy(actor);
      if (!practice) return { success: true, calls: [] };
      const { start, end } = practiceDayBounds(practiceDay(now()));
      const rows = await repository.waitingCalls(practice, start, end);
      return {
        success: true,
        calls: rows.map((row) => ({ id: row.id, done: false, patient_is_waiting: true, startAt: row.startAt.toISOString() })),
      };
    },

    async callDetails(actor: UserRow, appointmentId: string): Promise<CallDetailsResponse> {
      const { appointment, patient, expiresAt } = await callable(actor, appointmentId);
      return {
        success: true,
        code: 'callDetails',
        callId: appointment.id,
        agoraAccessToken: await doctorTokens.tokenFor(appointment.id, expiresAt),
        appId: callTransport,
        expiresAt: expiresAt.toISOString(),
        iceServers: iceServersFor(ice, appointment.id, expiresAt),
        iceTransportPolicy: ice.transportPolicy,
        appointment_patient: {
          _id: patient.id,
          firstName: patient.firstName,
          lastName: patient.lastName,
          isGuest: patient.isGuest,
        },
      };
    },

    /** The doctor ended the call: the appointment is DONE with its duration. */
    async leave(actor: UserRow, body: z.output<typeof leaveCallBodySchema>) {
      await callable(actor, body.appointment);
      const ended = await appointments.endCall(actor, body.appointment, body.duration);
      return {
        success: true as const,
        code: 'callLeft' as const,
        appointment: { _id: ended.appointmentId, status: ended.status, callDurationSeconds: ended.callDurationSeconds },
      };
    },
  };
}

export type TeleconsultationService = ReturnType<typeof createTeleconsultationService>;
