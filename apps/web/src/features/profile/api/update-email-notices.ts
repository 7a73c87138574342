import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  emailNoticesBodySchema,
  preferencesPaths,
  preferencesResponseSchema,
  type EmailNotices,
} from '@tabib/contracts/preferences';
import { apiRequest } from '../../../lib/api-client';
import { preferencesKey } from './get-preferences';

export async function updateEmailNotices(changes: Partial<EmailNotices>) {
  const body = emailNoticesBodySchema.parse({ emailNotices: changes });
  return (await apiRequest(preferencesPaths.emailNotices, { method: 'PUT', body, schema: preferencesResponseSchema }))
    .emailNotices;
}

/** The answer carries every notice: it replaces the cached ones. */
export function useUpdateEmailNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailNotices,
    onSuccess: (emailNotices) => queryClient.setQueryData(preferencesKey, emailNotices),
  });
}
