import { appointmentMutationResponseSchema, appointmentPaths } from '@tabib/contracts/appointments';
import { apiRequest } from '../../../lib/api-client';

export const patientArrivedCode = 'patientArrivedUpdatedSuccessfully';

/** PUT /doctors/appointments/{id}/patient-arrived. Called through the action layer only. */
export function markPatientArrived(id: string, clinicDoctorId: string | null) {
  return apiRequest(appointmentPaths.patientArrived(id), {
    method: 'PUT',
    query: clinicDoctorId ? { clinic_doctor: clinicDoctorId } : undefined,
    schema: appointmentMutationResponseSchema,
  });
}
