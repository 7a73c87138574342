import { calendarStatuses, type AppointmentStatus, type AppointmentsFilter } from '@tabib/contracts/appointments';
import { missedTeleconsultations, type MissedTeleconsultations } from '@tabib/contracts/teleconsultation';
import type { Database } from '../../db/client';
import { rawStatementRunner } from '../../db/raw-statement';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { practiceDay, practiceDayBounds } from '../../lib/practice-time';
import { isUuid } from '../../lib/uuid';
import { assertMay } from '../practice/practice.policy';
import type { PracticeService } from '../practice/practice.service';
import { presentAppointment } from './appointment.presenter';
import { createAppointmentsRepository, type WeekFilter } from './appointments.repository';
import type { CalendarAnswerCache } from '../../lib/calendar-answer-cache';
import { weekAnswerStatement } from './week-answer-statement';

/** A calendar asks for a day, a week or a month: anything longer is refused. */
const maxRangeDays = 62;

interface Deps {
  db: Database;
  practice: PracticeService;
  weekCache: CalendarAnswerCache;
  now?: () => Date;
}

const emptyAnswer = JSON.stringify({ success: true, appointments: [] });

const sortedUnique = (values: readonly string[]) => [...new Set(values)].sort();

/** The doctor's own fields the presenter shows: part of the cache key, so a change of them is never served stale. */
const presentedDoctorFields = (doctor: UserRow) => [
  doctor.telemedicineAllowed,
  doctor.clinicId,
  doctor.title,
  doctor.firstName,
  doctor.lastName,
];

export function createAppointmentsQueryService({ db, practice, weekCache, now = () => new Date() }: Deps) {
  const repository = createAppointmentsRepository(db);
  const runRaw = rawStatementRunner(db);

  /** The request's range and filters, checked and normalised (the same filter, the same key). */
  async function rangeOf(actor: UserRow, query: AppointmentsFilter) {
    const from = new Date(query.fromTime);
    const to = new Date(query.toTime);
    if (to <= from || to.getTime() - from.getTime() > maxRangeDays * 86_400_000) throw new AppError(400, 'validationFailed');
    const { doctor } = await practice.scopeOf(actor, query.cqDoctor);
    const reasonIds = query.consultationReasons
      ? sortedUnique(query.consultationReasons.filter(isUuid).map((id) => id.toLowerCase()))
      : undefined;
    const statuses = sortedUnique(
      query.status && query.status.length > 0 ? query.status : calendarStatuses,
    ) as AppointmentStatus[];
    return { doctor, filter: { doctorId: doctor.id, from, to, statuses, reasonIds } };
  }

  /** The answer's bytes, its appointments as PostgreSQL builds them (week-answer-statement.ts). */
  async function answerOf(doctor: UserRow, filter: WeekFilter) {
    if (filter.reasonIds && filter.reasonIds.length === 0) return Buffer.from(emptyAnswer);
    const [row] = await runRaw<{ appointments: string }>(weekAnswerStatement(filter, doctor));
    return Buffer.from(`{"success":true,"appointments":${row?.appointments ?? '[]'}}`);
  }

  async function loadScoped(actor: UserRow, appointmentId: string, clinicDoctor?: string | null) {
    const { doctor } = await practice.scopeOf(actor, clinicDoctor);
    const row = isUuid(appointmentId) ? await repository.findForDoctor(doctor.id, appointmentId) : undefined;
    if (!row) throw new AppError(404, 'notFound');
    return { row, doctor };
  }

  return {
    /** The calendar's answer, as the bytes the route sends, served from the week cache when it holds them. */
    async listSerialized(actor: UserRow, query: AppointmentsFilter) {
      const { doctor, filter } = await rangeOf(actor, query);
      const key = JSON.stringify([
        filter.doctorId,
        filter.from.getTime(),
        filter.to.getTime(),
        filter.statuses,
        filter.reasonIds ?? null,
        presentedDoctorFields(doctor),
      ]);
      const cached = weekCache.get(key);
      if (cached) return cached;
      const ticket = weekCache.ticket();
      const bytes = await answerOf(doctor, filter);
      weekCache.set(key, { doctorId: doctor.id, from: filter.from.getTime(), to: filter.to.getTime() }, ticket, bytes);
      return bytes;
    },

    async one(actor: UserRow, appointmentId: string, clinicDoctor?: string) {
      const { row, doctor } = await loadScoped(actor, appointmentId, clinicDoctor);
      const appointment = presentAppointment(row, doctor);
      const allowedCall =
        appointment.is_video_call_allowed &&
        appointment.status === 'BOOKED' &&
        practiceDay(appointment.start) === practiceDay(now());
      return { success: true as const, appointment, allowed_call: allowedCall };
    },

    /** The appointment a teleconsultation call is about and its doctor, found as GET /doctors/appointments/{id} finds it (same scope). */
    async callOf(actor: UserRow, appointmentId: string) {
      const { row, doctor } = await loadScoped(actor, appointmentId);
      return { appointment: row.appointment, patient: row.patient, doctor };
    },

    /** The appointment's patient as GET /doctors/appointments/{id} finds it (same scope): the notices' trace reads it. */
    async patientOf(actor: UserRow, appointmentId: string, clinicDoctor?: string) {
      const { row } = await loadScoped(actor, appointmentId, clinicDoctor);
      return { appointmentId: row.appointment.id, patientIsGuest: row.patient.isGuest, phone: row.patient.phone };
    },

    async trace(actor: UserRow, appointmentId: string, clinicDoctor?: string) {
      const { row } = await loadScoped(actor, appointmentId, clinicDoctor);
      const entries = await repository.trace(row.appointment.id);
      return {
        success: true as const,
        trace: entries.map(({ event, actorFirstName, actorLastName }) => ({
          _id: String(event.id),
          action: event.action,
          at: event.at.toISOString(),
          actor: event.actorUserId
            ? { _id: event.actorUserId, name: `${actorFirstName ?? ''} ${actorLastName ?? ''}`.trim() }
            : null,
          changes: event.changes,
        })),
      };
    },

    /**
     * Spec 2 section 7, missed-appointments: the acting doctor's teleconsultations whose end has
     * passed within the last days without a call (still BOOKED) or with the patient absent, newest
     * first (docs/decisions.md, "Teleconsultation"). Clinic accounts and ASS have no such list.
     */
    async missedTeleconsultations(actor: UserRow, page: number): Promise<MissedTeleconsultations> {
      assertMay(actor, 'teleconsultation.missed');
      const { doctor } = await practice.scopeOf(actor);
      const to = now();
      const from = new Date(to.getTime() - missedTeleconsultations.lookbackDays * 86_400_000);
      const { pageSize } = missedTeleconsultations;
      const { rows, total } = await repository.missedVisio(doctor.id, from, to, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        success: true,
        total,
        hasMore: (page - 1) * pageSize + rows.length < total,
        missedAppointments: rows.map((row) => ({
          id: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          picture: row.picture,
          startAt: row.startAt.toISOString(),
          duration: row.duration,
          cr_title: row.reasonTitle,
          patient_id: row.patientId,
          patient_is_waiting: false,
        })),
      };
    },

    /** Today's live appointments, split doctor-added / patient-made. */
    async countToday(actor: UserRow, cqDoctor?: string) {
      const { doctor } = await practice.scopeOf(actor, cqDoctor);
      const { start, end } = practiceDayBounds(practiceDay(now()));
      const rows = await repository.countBySource(doctor.id, start, end);
      const bySource = (source: 'doctor' | 'patient') => rows.find((row) => row.source === source)?.total ?? 0;
      const doctors = bySource('doctor');
      const patients = bySource('patient');
      return { success: true as const, totalAppointements: { total: doctors + patients, doctors, patients } };
    },
  };
}

export type AppointmentsQueryService = ReturnType<typeof createAppointmentsQueryService>;
