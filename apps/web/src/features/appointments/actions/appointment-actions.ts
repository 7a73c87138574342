import { ZodError } from 'zod';
import type { Appointment, StatusTarget } from '@tabib/contracts/appointments';
import type { ConsultationReason } from '@tabib/contracts/consultation-reasons';
import { isErrorCode } from '@tabib/contracts/errors';
import type { PatientSummary } from '@tabib/contracts/patients';
import { isApiError, type ApiErrorCode } from '../../../lib/api-error';
import { patientArrivedCode } from '../api/mark-patient-arrived';
import { draftAppointmentOf, updatedAppointmentOf } from '../model/appointment-draft';
import { createRequestOf, updateRequestOf, type AppointmentFormValues } from '../model/appointment-form';
import type { AppointmentCache } from './appointment-cache';
import type { AppointmentTransport } from './appointment-transport';

export type ActionKind = 'create' | 'update' | 'cancel' | 'skip' | 'done' | 'arrived';

/** What the user is told; every notice of spec 1 section 4 goes through here. */
export interface ActionNotifier {
  succeeded(kind: ActionKind, appointment: Appointment): void;
  failed(kind: ActionKind, code: ApiErrorCode, appointment: Appointment): void;
  /** A same-day booking at a past time was kept: the saved time. */
  bookedInPast(savedAt: string): void;
}

export type ActionResult = { ok: true; appointment: Appointment } | { ok: false; code: ApiErrorCode };

export interface ActionDependencies {
  cache: AppointmentCache;
  transport: AppointmentTransport;
  notifier: ActionNotifier;
  newId?: () => string;
}

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

/** The error code an action failed with: the server's, or the contract's message for a payload it refuses. */
export function errorCodeOf(error: unknown): ApiErrorCode {
  if (isApiError(error)) return error.code;
  if (error instanceof ZodError) {
    const message = error.issues[0]?.message;
    return isErrorCode(message) ? message : 'requiredFields';
  }
  return 'invalidResponse';
}

const statusTargets: Record<'cancel' | 'skip' | 'done', StatusTarget> = {
  cancel: 'DOCTOR_CANCELED',
  skip: 'PATIENT_MISSED',
  done: 'DONE',
};

/** The optimistic state of a status change (spec 1 section 4). */
function withStatus(appointment: Appointment, kind: 'cancel' | 'skip' | 'done'): Appointment {
  if (kind === 'done') return { ...appointment, status: 'DONE', done: true };
  if (kind === 'cancel') return { ...appointment, status: 'DOCTOR_CANCELED' };
  const patient = appointment.patient && {
    ...appointment.patient,
    missingAppointments: appointment.patient.missingAppointments + 1,
  };
  return { ...appointment, status: 'PATIENT_MISSED', patient };
}

/**
 * Every appointment mutation of the app: generates the client ids, updates the cache at once,
 * calls the transport, then keeps the server's answer or rolls back, and tells the user.
 */
export function createAppointmentActions(deps: ActionDependencies) {
  const { cache, transport, notifier } = deps;
  const newId = deps.newId ?? (() => crypto.randomUUID());

  const fail = (kind: ActionKind, error: unknown, appointment: Appointment, notify = true): ActionResult => {
    // Told, not kept: the failed-actions drawer holds only what failed offline (spec 1 section 4).
    const code = errorCodeOf(error);
    if (notify) notifier.failed(kind, code, appointment);
    return { ok: false, code };
  };

  const succeed = (kind: ActionKind, appointment: Appointment): ActionResult => {
    cache.put(appointment);
    cache.invalidateCounters();
    notifier.succeeded(kind, appointment);
    return { ok: true, appointment };
  };

  async function createAppointment(input: CreateInput): Promise<ActionResult> {
    const request = createRequestOf(input.values, { appointmentUiId: newId(), patientUiId: newId() }, input.clinicDoctorId);
    const draft = draftAppointmentOf(request, { doctorId: input.doctorId, reason: input.reason, patient: input.patient });
    cache.put(draft);
    try {
      const answer = await transport.create(request);
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
      cache.put(updatedAppointmentOf(appointment, request, input.reason));
      const answer = await transport.update(appointment._id, request);
      return succeed('update', answer.appointment);
    } catch (error) {
      cache.put(appointment);
      return fail('update', error, appointment);
    }
  }

  async function changeStatus(
    kind: 'cancel' | 'skip' | 'done',
    appointment: Appointment,
    clinicDoctorId: string | null,
  ): Promise<ActionResult> {
    cache.put(withStatus(appointment, kind));
    try {
      const answer = await transport.setStatus(appointment._id, {
        status: statusTargets[kind],
        clinic_doctor: clinicDoctorId,
        appointmentId: appointment._id,
        isNotify: kind === 'cancel',
      });
      return succeed(kind, answer.appointment);
    } catch (error) {
      cache.put(appointment);
      return fail(kind, error, appointment);
    }
  }

  async function patientArrived(appointment: Appointment, clinicDoctorId: string | null): Promise<ActionResult> {
    try {
      const answer = await transport.markPatientArrived(appointment._id, clinicDoctorId);
      if (answer.code !== patientArrivedCode) throw new Error(`unexpected answer ${answer.code}`);
      return succeed('arrived', { ...answer.appointment, patientArrived: true });
    } catch (error) {
      cache.patch(appointment._id, { patientArrived: false });
      return fail('arrived', error, appointment);
    }
  }

  return {
    createAppointment,
    updateAppointment,
    cancel: (appointment: Appointment, clinicDoctorId: string | null) => changeStatus('cancel', appointment, clinicDoctorId),
    skip: (appointment: Appointment, clinicDoctorId: string | null) => changeStatus('skip', appointment, clinicDoctorId),
    done: (appointment: Appointment, clinicDoctorId: string | null) => changeStatus('done', appointment, clinicDoctorId),
    patientArrived,
  };
}

export type AppointmentActions = ReturnType<typeof createAppointmentActions>;
