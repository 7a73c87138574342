import { useQuery } from '@tanstack/react-query';
import { prescriptionPaths, prescriptionResponseSchema } from '@tabib/contracts/prescriptions';
import { apiRequest } from '../../../lib/api-client';
import { doctorQuery, pathOf, recordKeys } from './record-keys';

export function getPrescription(appointmentId: string, clinicDoctorId: string | null, signal?: AbortSignal) {
  return apiRequest(pathOf(prescriptionPaths.details, { appointmentId }), {
    schema: prescriptionResponseSchema,
    query: doctorQuery(clinicDoctorId),
    signal,
  });
}

export function usePrescription(appointmentId: string, clinicDoctorId: string | null) {
  return useQuery({
    queryKey: recordKeys.prescription(appointmentId, clinicDoctorId),
    queryFn: ({ signal }) => getPrescription(appointmentId, clinicDoctorId, signal),
  });
}
