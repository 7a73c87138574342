import type { ConsultationReason } from '@tabib/contracts/consultation-reasons';
import type { Appointment } from '@tabib/contracts/appointments';
import type { PatientSummary } from '@tabib/contracts/patients';
import { draftAppointmentOf, updatedAppointmentOf } from '../model/appointment-draft';
import { createRequestOf, updateRequestOf, type AppointmentFormValues } from '../model/appointment-form';
import { draftFamilyMemberOf } from '../model/family-member';
import { actionOutcomesOf, failedActionTypes, type ActionDependencies, type ActionResult } from './appointment-actions';
import { isQueued } from '../../../lib/outbox/send-or-queue';

export interface CreateInput {
  values: AppointmentFormValues;
  /** The doctor whose calendar gets the appointment. */
  doctorId: string;
  /** Sent as selectedClinicDoctor by clinic accounts. */
  clinicDoctorId: string | null;
  reason: ConsultationReason;
  patient: PatientSummary | null;
  /** The form stays open on a refusal and says why itself: no notice over it. */
  refusalShownInForm?: boolean;
}

export interface UpdateInput {
  appointment: Appointment;
  values: AppointmentFormValues;
  clinicDoctorId: string | null;
  reason: ConsultationReason | null;
  /** The patient fields were editable: they go in the payload (spec 1 section 3). */
  withPatient?: boolean;
}

/**
 * The form's bookings and updates: client ids generated here, the appointment shown at once.
 * Apart from the calendar's actions because the requests normalize the patient's phone
 * (libphonenumber-js), which loads with the form only (issue 13).
 */
export function createBookingActions(deps: ActionDependencies) {
  const { cache, transport, notifier } = deps;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const { fail, succeed, keepQueued } = actionOutcomesOf(deps);

  async function createAppointment(input: CreateInput): Promise<ActionResult> {
    const request = createRequestOf(input.values, { appointmentUiId: newId(), patientUiId: newId() }, input.clinicDoctorId);
    const draft = draftAppointmentOf(request, {
      doctorId: input.doctorId,
      reason: input.reason,
      patient: input.patient,
      familyMember: draftFamilyMemberOf(input.values),
    });
    cache.put(draft);
    try {
      const answer = await transport.create(request, {
        id: request.appointment_ui_id,
        failure: { type: failedActionTypes.create, appointment: draft },
      });
      // Queued: the draft stays on the calendar, with its local id, until the replay saves it.
      if (isQueued(answer)) return keepQueued('create', draft);
      cache.remove(draft._id);
      const saved = { ...answer.appointment, is_video_call_allowed: answer.allowed_call };
      if (answer.attention) notifier.bookedInPast(answer.attention.savedAt);
      return succeed('create', saved);
    } catch (error) {
      cache.remove(draft._id);
      return fail('create', error, draft, !input.refusalShownInForm);
    }
  }

  async function updateAppointment(input: UpdateInput): Promise<ActionResult> {
    const { appointment } = input;
    const request = updateRequestOf(input.values, appointment, input.clinicDoctorId, input.withPatient);
    try {
      const updated = updatedAppointmentOf(appointment, request, input.reason);
      cache.put(updated);
      const answer = await transport.update(appointment._id, request, {
        id: newId(),
        failure: { type: failedActionTypes.update, appointment },
      });
      if (isQueued(answer)) return keepQueued('update', updated);
      return succeed('update', answer.appointment);
    } catch (error) {
      cache.put(appointment);
      return fail('update', error, appointment);
    }
  }

  return { createAppointment, updateAppointment };
}
