import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveDaysOffResponseSchema, saveDaysOffSchema, schedulePaths, type SaveDaysOffRequest } from '@tabib/contracts/schedule';
import { apiRequest } from '../../../lib/api-client';
import { scheduleKeys } from './schedule-keys';

export function saveDaysOff(request: SaveDaysOffRequest) {
  return apiRequest(schedulePaths.daysOff, {
    method: 'PUT',
    schema: saveDaysOffResponseSchema,
    body: saveDaysOffSchema.parse(request),
  });
}

export function useSaveDaysOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDaysOff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
