import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  saveScheduleResponseSchema,
  saveScheduleSchema,
  schedulePaths,
  type SaveScheduleRequest,
} from '@tabib/contracts/schedule';
import { apiRequest } from '../../../lib/api-client';
import { scheduleKeys } from './schedule-keys';

export function saveSchedule(request: SaveScheduleRequest) {
  return apiRequest(schedulePaths.save, {
    method: 'PUT',
    schema: saveScheduleResponseSchema,
    body: saveScheduleSchema.parse(request),
  });
}

export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
