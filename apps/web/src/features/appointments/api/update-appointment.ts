import {
  appointmentMutationResponseSchema,
  appointmentPaths,
  type UpdateAppointmentRequest,
} from '@tabib/contracts/appointments';
import { updateAppointmentSchema } from '@tabib/contracts/appointment-input';
import type { ApiCall } from '../../../lib/api-call';

/** PUT /doctors/appointments/{id} with newValues and oldValues. Made through the action layer only. */
export function updateAppointmentCall(id: string, request: UpdateAppointmentRequest) {
  return {
    method: 'PUT',
    path: appointmentPaths.one(id),
    body: updateAppointmentSchema.parse(request),
    schema: appointmentMutationResponseSchema,
  } satisfies ApiCall<typeof appointmentMutationResponseSchema>;
}
