import { useMutation, useQueryClient } from '@tanstack/react-query';
import { medicalFileField, medicalFilePaths, medicalFileUploadResponseSchema } from '@tabib/contracts/medical-files';
import { apiUpload } from '../../../lib/api-client';
import { pathOf, recordKeys } from './record-keys';

export function uploadMedicalFile(patientId: string, clinicDoctorId: string | null, file: File) {
  const form = new FormData();
  // The doctor field first: the server reads the parts in order.
  form.append('selectedClinicDoctor', clinicDoctorId ?? 'null');
  form.append(medicalFileField, file, file.name);
  return apiUpload(pathOf(medicalFilePaths.upload, { patientId }), {
    schema: medicalFileUploadResponseSchema,
    form,
    idempotencyKey: crypto.randomUUID(),
  });
}

export function useUploadMedicalFile(patientId: string, clinicDoctorId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadMedicalFile(patientId, clinicDoctorId, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.files(patientId, clinicDoctorId) }),
  });
}
