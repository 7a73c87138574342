import { useQuery } from '@tanstack/react-query';
import { patientRemindersPath, patientRemindersResponseSchema } from '@tabib/contracts/patient-notices';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export const patientRemindersKey = [...profileKeys.all, 'patient-reminders'] as const;

export async function getPatientReminders(signal?: AbortSignal) {
  return (await apiRequest(patientRemindersPath, { schema: patientRemindersResponseSchema, signal })).patientReminders;
}

/** When the practice doctor's patients are reminded of their appointments, defaults filled in (issue 15). */
export function usePatientReminders() {
  return useQuery({ queryKey: patientRemindersKey, queryFn: ({ signal }) => getPatientReminders(signal) });
}
