import type { Appointment } from '@tabib/contracts/appointments';
import type { UserRow } from '../../db/schema/accounts';
import { presentConsultationReason } from '../consultation-reasons/consultation-reason.presenter';
import { patientTitle, presentPatientSummary } from '../patients/patient.presenter';
import type { AppointmentWithDetails } from './appointments.repository';

/** `doctor` is the appointment's doctor (already resolved from the request's scope). */
export function presentAppointment(
  { appointment, patient, familyMember, reason, missed }: AppointmentWithDetails,
  doctor: UserRow,
): Appointment {
  return {
    _id: appointment.id,
    doctorId: appointment.doctorId,
    start: appointment.startAt.toISOString(),
    end: appointment.endAt.toISOString(),
    title: patientTitle(patient),
    duration: appointment.duration,
    patient: presentPatientSummary(patient, Number(missed)),
    consultationReason: presentConsultationReason(reason),
    status: appointment.status,
    type: appointment.type,
    patientArrived: appointment.patientArrived,
    familyMember: familyMember
      ? {
          _id: familyMember.id,
          firstName: familyMember.firstName,
          lastName: familyMember.lastName,
          relation: familyMember.relation,
        }
      : null,
    is_video_call_allowed: appointment.type === 'visio' && doctor.telemedicineAllowed,
    // The patient is in the call's waiting room (the flag is left as is when the call ends; the status says it is over).
    online: appointment.status === 'BOOKED' && appointment.patientWaitingSince !== null,
    done: appointment.doneAt !== null,
    source: appointment.source,
    appointment_ui_id: appointment.clientUiId,
    clinicDoctor: doctor.clinicId
      ? { _id: doctor.id, title: doctor.title, firstName: doctor.firstName, lastName: doctor.lastName }
      : null,
  };
}
