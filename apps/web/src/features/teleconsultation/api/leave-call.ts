import { leaveCallResponseSchema, teleconsultationPaths } from '@tabib/contracts/teleconsultation';
import { apiRequest } from '../../../lib/api-client';

/** POST /doctors/teleconsulta/leave: the call ended (duration 0: ended from the waiting notice); the appointment is DONE. */
export function leaveCall(appointment: string, duration: number) {
  return apiRequest(teleconsultationPaths.leave, {
    method: 'POST',
    body: { appointment, duration },
    schema: leaveCallResponseSchema,
  });
}
