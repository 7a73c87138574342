import {
  appointmentMutationResponseSchema,
  appointmentPaths,
  type UpdateAppointmentRequest,
} from '@tabib/contracts/appointments';
import { updateAppointmentSchema } from '@tabib/contracts/appointment-input';
import { apiRequest } from '../../../lib/api-client';

/** PUT /doctors/appointments/{id} with newValues and oldValues. Called through the action layer only. */
export function updateAppointment(id: string, request: UpdateAppointmentRequest) {
  return apiRequest(appointmentPaths.one(id), {
    method: 'PUT',
    body: updateAppointmentSchema.parse(request),
    schema: appointmentMutationResponseSchema,
  });
}
