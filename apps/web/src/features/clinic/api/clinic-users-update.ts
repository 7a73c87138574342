import { useMutation } from '@tanstack/react-query';
import { clinicEntityWriteResponseSchema, clinicUsersPaths } from '@tabib/contracts/clinic-users';
import { updateClinicEntityBodySchema, type UpdateClinicEntityBody } from '@tabib/contracts/clinic-users-input';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshClinicMembers } from './clinic-users-keys';

export function updateClinicEntity(input: UpdateClinicEntityBody) {
  return apiRequest(clinicUsersPaths.update, {
    method: 'PUT',
    body: updateClinicEntityBodySchema.parse(input),
    schema: clinicEntityWriteResponseSchema,
  });
}

export function useUpdateClinicEntity() {
  const refresh = useRefreshClinicMembers();
  return useMutation({ mutationFn: updateClinicEntity, onSettled: refresh });
}
