import {
  appointmentMutationResponseSchema,
  appointmentPaths,
  updateStatusSchema,
  type UpdateStatusRequest,
} from '@tabib/contracts/appointments';
import type { ApiCall } from '../../../lib/api-call';

/** PUT /doctors/appointments/{id}/status (done, absent, cancel). Made through the action layer only. */
export function appointmentStatusCall(id: string, request: UpdateStatusRequest) {
  return {
    method: 'PUT',
    path: appointmentPaths.status(id),
    body: updateStatusSchema.parse(request),
    schema: appointmentMutationResponseSchema,
  } satisfies ApiCall<typeof appointmentMutationResponseSchema>;
}
