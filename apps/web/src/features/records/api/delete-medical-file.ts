import { useMutation, useQueryClient } from '@tanstack/react-query';
import { medicalFileDeleteResponseSchema, medicalFilePaths } from '@tabib/contracts/medical-files';
import { apiRequest } from '../../../lib/api-client';
import { doctorQuery, pathOf, recordKeys } from './record-keys';

export function deleteMedicalFile(documentId: string, clinicDoctorId: string | null) {
  return apiRequest(pathOf(medicalFilePaths.remove, { documentId }), {
    method: 'PUT',
    schema: medicalFileDeleteResponseSchema,
    query: doctorQuery(clinicDoctorId),
  });
}

export function useDeleteMedicalFile(patientId: string, clinicDoctorId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteMedicalFile(documentId, clinicDoctorId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.files(patientId, clinicDoctorId) }),
  });
}
