import type { ScheduleMode } from '@tabib/contracts/schedule';

export const scheduleKeys = {
  all: ['schedule'] as const,
  week: (mode: ScheduleMode, doctorId: string | null) => ['schedule', 'week', mode, doctorId] as const,
};
