import {
  appointmentPaths,
  createAppointmentResponseSchema,
  type CreateAppointmentRequest,
  type CreateAppointmentResponse,
} from '@tabib/contracts/appointments';
import { createAppointmentSchema } from '@tabib/contracts/appointment-input';
import { apiRequest } from '../../../lib/api-client';

/** POST create-new-appointment; idempotent on appointment_ui_id. Called through the action layer only. */
export function createAppointment(request: CreateAppointmentRequest): Promise<CreateAppointmentResponse> {
  return apiRequest(appointmentPaths.create, {
    method: 'POST',
    body: createAppointmentSchema.parse(request),
    schema: createAppointmentResponseSchema,
    // The booking's own client id names the action: a resending of it is the same action.
    idempotencyKey: request.appointment_ui_id,
  });
}
