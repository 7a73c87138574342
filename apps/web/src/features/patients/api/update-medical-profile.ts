import { useMutation, useQueryClient } from '@tanstack/react-query';
import { medicalProfileResponseSchema, medicalProfileSchema, type MedicalProfile } from '@tabib/contracts/medical-profile';
import { patientRecordPaths } from '@tabib/contracts/patients';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys, scopeQuery, withPatientId } from './patient-keys';

export function updateMedicalProfile(patientId: string, profile: MedicalProfile, clinicDoctorId: string | null) {
  return apiRequest(withPatientId(patientRecordPaths.medicalProfile, patientId), {
    method: 'PUT',
    schema: medicalProfileResponseSchema,
    body: medicalProfileSchema.parse(profile),
    query: scopeQuery(clinicDoctorId),
  });
}

export function useUpdateMedicalProfile(patientId: string, clinicDoctorId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: MedicalProfile) => updateMedicalProfile(patientId, profile, clinicDoctorId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.details(patientId) }),
  });
}
