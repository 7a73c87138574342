import type { Appointment } from '@tabib/contracts/appointments';
import type { RollbackCorePayload } from '@tabib/contracts/rollback-actions';
import { currentLocale } from '../../../lib/i18n';
import { isPending } from '../model/appointment-list';

/** What a failed action shows of its appointment, and where the calendar reopens to re-book it. */
export function corePayloadOf(appointment: Appointment): RollbackCorePayload {
  const { clinicDoctor, consultationReason } = appointment;
  return {
    start: appointment.start,
    consultationReasonId: consultationReason._id,
    consultationReasonTitle: consultationReason.title[currentLocale()] ?? consultationReason.title.fr,
    // A patient created offline has no server id yet.
    patientId: isPending(appointment) ? null : (appointment.patient?._id ?? null),
    patientTitle: appointment.title,
    status: appointment.status,
    clinicDoctor: clinicDoctor?._id ?? null,
    clinicDoctorFullName: clinicDoctor
      ? [clinicDoctor.title, clinicDoctor.firstName, clinicDoctor.lastName].filter(Boolean).join(' ')
      : null,
  };
}
