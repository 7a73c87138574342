import {
  appointmentMutationResponseSchema,
  appointmentPaths,
  updateStatusSchema,
  type UpdateStatusRequest,
} from '@tabib/contracts/appointments';
import { apiRequest } from '../../../lib/api-client';

/** PUT /doctors/appointments/{id}/status (done, absent, cancel). Called through the action layer only. */
export function updateAppointmentStatus(id: string, request: UpdateStatusRequest) {
  return apiRequest(appointmentPaths.status(id), {
    method: 'PUT',
    body: updateStatusSchema.parse(request),
    schema: appointmentMutationResponseSchema,
  });
}
