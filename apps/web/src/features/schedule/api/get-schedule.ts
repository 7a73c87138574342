import { useQuery } from '@tanstack/react-query';
import { scheduleResponseSchema, schedulePaths, type ScheduleMode } from '@tabib/contracts/schedule';
import { apiRequest } from '../../../lib/api-client';
import { scheduleKeys } from './schedule-keys';

export function getSchedule(mode: ScheduleMode, clinicDoctorId: string | null, signal?: AbortSignal) {
  return apiRequest(schedulePaths.retrieve, {
    schema: scheduleResponseSchema,
    query: clinicDoctorId ? { mode, cqDoctor: clinicDoctorId } : { mode },
    signal,
  });
}

/** One mode's week and the days off of the acting doctor (clinic accounts: the picked one). */
export function useSchedule(mode: ScheduleMode, clinicDoctorId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: scheduleKeys.week(mode, clinicDoctorId),
    queryFn: ({ signal }) => getSchedule(mode, clinicDoctorId, signal),
    enabled,
  });
}
