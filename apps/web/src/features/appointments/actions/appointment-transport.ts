import type {
  Appointment,
  CreateAppointmentRequest,
  CreateAppointmentResponse,
  UpdateAppointmentRequest,
  UpdateStatusRequest,
} from '@tabib/contracts/appointments';
import type { z } from 'zod';
import { sendApiCall, type ApiCall } from '../../../lib/api-call';
import type { Queued } from '../../../lib/outbox/send-or-queue';
import type { RollbackActionType } from '@tabib/contracts/rollback-actions';
import { markPatientArrived } from '../api/mark-patient-arrived';
import { appointmentStatusCall } from '../api/update-appointment-status';

export interface MutationAnswer {
  code: string;
  appointment: Appointment;
}

/** What a write carries besides its request: its client id (the Idempotency-Key) and what a refusal of it shows. */
export interface ActionMeta {
  id: string;
  failure: { type: RollbackActionType; appointment: Appointment };
}

/** Each write as the call it makes: sent at once, or queued and sent later, the same call. */
export interface AppointmentCalls {
  create(request: CreateAppointmentRequest): Promise<ApiCall<z.ZodType<CreateAppointmentResponse>>>;
  update(id: string, request: UpdateAppointmentRequest): Promise<ApiCall<z.ZodType<MutationAnswer>>>;
  setStatus(id: string, request: UpdateStatusRequest): ApiCall<z.ZodType<MutationAnswer>>;
}

// Bookings and updates check the patient's phone against the contract (libphonenumber-js): their
// calls load with the first one, while the calendar's status changes are here from the start (issue 13).
export const appointmentCalls: AppointmentCalls = {
  create: async (request) => (await import('../api/create-appointment')).createAppointmentCall(request),
  update: async (id, request) => (await import('../api/update-appointment')).updateAppointmentCall(id, request),
  setStatus: appointmentStatusCall,
};

/**
 * How the action layer reaches the server. Online it sends each call with the action's id as
 * Idempotency-Key; the offline outbox (features/offline/outbox/outbox-transport.ts) queues
 * the same calls instead when the network is down, and answers `Queued`.
 */
export interface AppointmentTransport {
  create(request: CreateAppointmentRequest, action: ActionMeta): Promise<CreateAppointmentResponse | Queued>;
  update(id: string, request: UpdateAppointmentRequest, action: ActionMeta): Promise<MutationAnswer | Queued>;
  setStatus(id: string, request: UpdateStatusRequest, action: ActionMeta): Promise<MutationAnswer | Queued>;
  markPatientArrived(id: string, clinicDoctorId: string | null): Promise<MutationAnswer>;
  /** Takes a create still queued out of the outbox, with its queued changes (false: none was queued). */
  withdrawQueuedCreate?(localId: string): Promise<boolean>;
}

export const onlineTransport: AppointmentTransport = {
  create: async (request, action) => sendApiCall(await appointmentCalls.create(request), action.id),
  update: async (id, request, action) => sendApiCall(await appointmentCalls.update(id, request), action.id),
  setStatus: (id, request, action) => sendApiCall(appointmentCalls.setStatus(id, request), action.id),
  markPatientArrived,
};
