import { ZodError } from 'zod';
import type { Appointment, StatusTarget } from '@tabib/contracts/appointments';
import { isErrorCode } from '@tabib/contracts/errors';
import { isApiError, type ApiErrorCode } from '../../../lib/api-error';
import { patientArrivedCode } from '../api/mark-patient-arrived';
import { isPending } from '../model/appointment-list';
import type { RollbackActionType } from '@tabib/contracts/rollback-actions';
import type { AppointmentCache } from './appointment-cache';
import { isQueued } from '../../../lib/outbox/send-or-queue';
import type { AppointmentTransport } from './appointment-transport';

export type ActionKind = 'create' | 'update' | 'cancel' | 'skip' | 'done' | 'arrived';

/** The rollback type a refused offline action is saved as (spec 1 section 4). */
export const failedActionTypes = {
  create: 'visit_create',
  update: 'visit_update',
  cancel: 'visit_cancel',
  skip: 'visit_skipped',
  done: 'visit_done',
} as const satisfies Record<Exclude<ActionKind, 'arrived'>, RollbackActionType>;

/** What the user is told; every notice of spec 1 section 4 goes through here. */
export interface ActionNotifier {
  succeeded(kind: ActionKind, appointment: Appointment): void;
  failed(kind: ActionKind, code: ApiErrorCode, appointment: Appointment): void;
  /** Kept on this device while offline: sent when the connection returns. */
  queued(kind: ActionKind, appointment: Appointment): void;
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
 * Every appointment mutation of the app updates the cache at once, calls the transport, then ends
 * here: the server's answer kept (or the change rolled back) and the user told.
 */
export function actionOutcomesOf({ cache, notifier }: ActionDependencies) {
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

  const keepQueued = (kind: ActionKind, appointment: Appointment): ActionResult => {
    notifier.queued(kind, appointment);
    return { ok: true, appointment };
  };

  return { fail, succeed, keepQueued };
}

/**
 * The calendar's appointment changes: status changes and the patient's arrival. Bookings and
 * updates, which the form makes, are in booking-actions.ts.
 */
export function createAppointmentActions(deps: ActionDependencies) {
  const { cache, transport } = deps;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const { fail, succeed, keepQueued } = actionOutcomesOf(deps);

  async function changeStatus(
    kind: 'cancel' | 'skip' | 'done',
    appointment: Appointment,
    clinicDoctorId: string | null,
  ): Promise<ActionResult> {
    const changed = withStatus(appointment, kind);
    cache.put(changed);
    try {
      // Cancelling a booking that never left the outbox takes it out instead of sending both.
      if (kind === 'cancel' && isPending(appointment) && (await transport.withdrawQueuedCreate?.(appointment._id))) {
        cache.remove(appointment._id);
        return keepQueued(kind, changed);
      }
      const request = {
        status: statusTargets[kind],
        clinic_doctor: clinicDoctorId,
        appointmentId: appointment._id,
        isNotify: kind === 'cancel',
      };
      const answer = await transport.setStatus(appointment._id, request, {
        id: newId(),
        failure: { type: failedActionTypes[kind], appointment },
      });
      if (isQueued(answer)) return keepQueued(kind, changed);
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
    cancel: (appointment: Appointment, clinicDoctorId: string | null) => changeStatus('cancel', appointment, clinicDoctorId),
    skip: (appointment: Appointment, clinicDoctorId: string | null) => changeStatus('skip', appointment, clinicDoctorId),
    done: (appointment: Appointment, clinicDoctorId: string | null) => changeStatus('done', appointment, clinicDoctorId),
    patientArrived,
  };
}

export type AppointmentActions = ReturnType<typeof createAppointmentActions>;
