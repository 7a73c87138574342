import { useMutation } from '@tanstack/react-query';
import { clinicEntityWriteResponseSchema, clinicUsersPaths } from '@tabib/contracts/clinic-users';
import { createClinicEntityBodySchema, type CreateClinicEntityBody } from '@tabib/contracts/clinic-users-input';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshClinicMembers } from './clinic-users-keys';

export function createClinicEntity(input: CreateClinicEntityBody) {
  return apiRequest(clinicUsersPaths.create, {
    method: 'POST',
    body: createClinicEntityBodySchema.parse(input),
    schema: clinicEntityWriteResponseSchema,
    idempotencyKey: crypto.randomUUID(),
  });
}

export function useCreateClinicEntity() {
  const refresh = useRefreshClinicMembers();
  return useMutation({ mutationFn: createClinicEntity, onSettled: refresh });
}
