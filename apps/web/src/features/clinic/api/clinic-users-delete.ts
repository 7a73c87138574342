import { useMutation } from '@tanstack/react-query';
import { clinicUsersPaths, deleteClinicEntityResponseSchema, type ClinicEntityType } from '@tabib/contracts/clinic-users';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshClinicMembers } from './clinic-users-keys';

/** delete-doctor or delete-user, by the entity's type. */
export function deleteClinicEntity({ type, id }: { type: ClinicEntityType; id: string }) {
  return type === 'doctor'
    ? apiRequest(clinicUsersPaths.deleteDoctor, {
        method: 'DELETE',
        query: { doctorId: id },
        schema: deleteClinicEntityResponseSchema,
      })
    : apiRequest(clinicUsersPaths.deleteUser, {
        method: 'DELETE',
        query: { userId: id },
        schema: deleteClinicEntityResponseSchema,
      });
}

export function useDeleteClinicEntity() {
  const refresh = useRefreshClinicMembers();
  return useMutation({ mutationFn: deleteClinicEntity, onSettled: refresh });
}
