import dayjs from 'dayjs';
import type { Appointment, CreateAppointmentRequest, UpdateAppointmentRequest } from '@tabib/contracts/appointments';
import type { ConsultationReason } from '@tabib/contracts/consultation-reasons';
import type { PatientSummary } from '@tabib/contracts/patients';
import { localIdPrefix } from './appointment-list';

export interface DraftContext {
  /** The doctor whose calendar gets the appointment (the clinic doctor, or the user's own practice). */
  doctorId: string;
  reason: ConsultationReason;
  /** The chosen existing patient, when there is one. */
  patient: PatientSummary | null;
  /** The family member the appointment is for, as typed or picked; null for the patient's own. */
  familyMember: Appointment['familyMember'];
}

/** Last name then first name (spec 1 section 3); empty when there is no name (the UI shows 'Guest patient'). */
export function patientTitleOf(person: { firstName?: string | null; lastName?: string | null } | null): string {
  if (!person) return '';
  return [person.lastName, person.firstName].filter((part) => part && part.trim()).join(' ');
}

function endOf(startAt: string, minutes: number): string {
  return dayjs(startAt).add(minutes, 'minute').format();
}

/** The appointment shown at once while the create call is on its way (spec 1 section 4). */
export function draftAppointmentOf(request: CreateAppointmentRequest, context: DraftContext): Appointment {
  const newPatient = request.newPatient;
  const patient = context.patient;
  return {
    _id: `${localIdPrefix}${request.appointment_ui_id}`,
    doctorId: context.doctorId,
    start: request.startAt,
    end: endOf(request.startAt, request.duration),
    title: patientTitleOf(patient ?? newPatient ?? null),
    duration: request.duration,
    patient,
    consultationReason: context.reason,
    status: 'BOOKED',
    type: request.type ?? 'cabinet',
    patientArrived: false,
    familyMember: context.familyMember,
    is_video_call_allowed: false,
    online: false,
    done: false,
    source: 'doctor',
    appointment_ui_id: request.appointment_ui_id,
    clinicDoctor: null,
  };
}

/** The appointment as it will be once the update is saved. */
export function updatedAppointmentOf(
  appointment: Appointment,
  request: UpdateAppointmentRequest,
  reason: ConsultationReason | null,
): Appointment {
  const { startAt, duration, type } = request.newValues;
  return {
    ...appointment,
    start: startAt,
    end: endOf(startAt, duration),
    duration,
    type: type ?? appointment.type,
    consultationReason: reason ?? appointment.consultationReason,
  };
}
