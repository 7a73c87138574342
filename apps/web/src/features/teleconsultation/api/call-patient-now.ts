import { callNowPath, callNowResponseSchema } from '@tabib/contracts/teleconsultation';
import { apiRequest } from '../../../lib/api-client';

/** POST /doctors/teleconsulta/do-call-immediately: the patient is sent their join link now; answers that link. */
export function callPatientNow(appointment: string) {
  return apiRequest(callNowPath, { method: 'POST', body: { appointment }, schema: callNowResponseSchema });
}
