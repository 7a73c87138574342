import { appointmentPaths, createAppointmentResponseSchema, type CreateAppointmentRequest } from '@tabib/contracts/appointments';
import { createAppointmentSchema } from '@tabib/contracts/appointment-input';
import type { ApiCall } from '../../../lib/api-call';

/**
 * POST create-new-appointment. Made through the action layer only, with the booking's own
 * client id (appointment_ui_id) as its Idempotency-Key: a resending of it is the same action.
 */
export function createAppointmentCall(request: CreateAppointmentRequest) {
  return {
    method: 'POST',
    path: appointmentPaths.create,
    body: createAppointmentSchema.parse(request),
    schema: createAppointmentResponseSchema,
  } satisfies ApiCall<typeof createAppointmentResponseSchema>;
}
