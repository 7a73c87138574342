import { calendarStatuses, type AppointmentsFilter } from '@tabib/contracts/appointments';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { practiceDay, practiceDayBounds } from '../../lib/practice-time';
import { isUuid } from '../../lib/uuid';
import type { PracticeService } from '../practice/practice.service';
import { presentAppointment } from './appointment.presenter';
import { createAppointmentsRepository } from './appointments.repository';

/** A calendar asks for a day, a week or a month: anything longer is refused. */
const maxRangeDays = 62;

export function createAppointmentsQueryService({ db, practice, now = () => new Date() }: { db: Database; practice: PracticeService; now?: () => Date }) {
  const repository = createAppointmentsRepository(db);

  async function loadScoped(actor: UserRow, appointmentId: string, clinicDoctor?: string | null) {
    const { doctor } = await practice.scopeOf(actor, clinicDoctor);
    const row = isUuid(appointmentId) ? await repository.findForDoctor(doctor.id, appointmentId) : undefined;
    if (!row) throw new AppError(404, 'notFound');
    return { row, doctor };
  }

  return {
    async list(actor: UserRow, query: AppointmentsFilter) {
      const from = new Date(query.fromTime);
      const to = new Date(query.toTime);
      if (to <= from || to.getTime() - from.getTime() > maxRangeDays * 86_400_000) throw new AppError(400, 'validationFailed');
      const { doctor } = await practice.scopeOf(actor, query.cqDoctor);
      const reasonIds = query.consultationReasons?.filter(isUuid);
      if (reasonIds && reasonIds.length === 0) return { success: true as const, appointments: [] };
      const rows = await repository.listInRange({
        doctorId: doctor.id,
        from,
        to,
        statuses: query.status && query.status.length > 0 ? query.status : [...calendarStatuses],
        reasonIds,
      });
      return { success: true as const, appointments: rows.map((row) => presentAppointment(row, doctor)) };
    },

    async one(actor: UserRow, appointmentId: string, clinicDoctor?: string) {
      const { row, doctor } = await loadScoped(actor, appointmentId, clinicDoctor);
      const appointment = presentAppointment(row, doctor);
      const allowedCall =
        appointment.is_video_call_allowed && appointment.status === 'BOOKED' && practiceDay(appointment.start) === practiceDay(now());
      return { success: true as const, appointment, allowed_call: allowedCall };
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
          actor: event.actorUserId ? { _id: event.actorUserId, name: `${actorFirstName ?? ''} ${actorLastName ?? ''}`.trim() } : null,
          changes: event.changes,
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
