import { useQuery } from '@tanstack/react-query';
import { medicalFileListResponseSchema, medicalFilePaths } from '@tabib/contracts/medical-files';
import { apiRequest } from '../../../lib/api-client';
import { doctorQuery, pathOf, recordKeys } from './record-keys';

export function getMedicalFiles(patientId: string, clinicDoctorId: string | null, signal?: AbortSignal) {
  return apiRequest(pathOf(medicalFilePaths.list, { patientId }), {
    schema: medicalFileListResponseSchema,
    query: doctorQuery(clinicDoctorId),
    signal,
  });
}

export function useMedicalFiles(patientId: string, clinicDoctorId: string | null) {
  return useQuery({
    queryKey: recordKeys.files(patientId, clinicDoctorId),
    queryFn: ({ signal }) => getMedicalFiles(patientId, clinicDoctorId, signal),
  });
}
