import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  missedVisitsSettingBodySchema,
  missedVisitsSettingResponseSchema,
  preferencesPaths,
  type MissedVisitsSetting,
} from '@tabib/contracts/preferences';
import { apiRequest } from '../../../lib/api-client';
import { missedVisitsSettingKey } from '../../../lib/missed-visits-setting';

export async function updateMissedVisitsSetting(setting: MissedVisitsSetting) {
  const body = missedVisitsSettingBodySchema.parse({ missedVisits: setting });
  return (await apiRequest(preferencesPaths.missedVisits, { method: 'PUT', body, schema: missedVisitsSettingResponseSchema }))
    .missedVisits;
}

/** The answer is the saved setting: it replaces the cached one. */
export function useUpdateMissedVisitsSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMissedVisitsSetting,
    onSuccess: (setting) => queryClient.setQueryData(missedVisitsSettingKey(null), setting),
  });
}
