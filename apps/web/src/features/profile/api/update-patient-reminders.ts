import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  patientRemindersBodySchema,
  patientRemindersPath,
  patientRemindersResponseSchema,
  type PatientReminderSettings,
} from '@tabib/contracts/patient-notices';
import { apiRequest } from '../../../lib/api-client';
import { patientRemindersKey } from './get-patient-reminders';

export async function updatePatientReminders(settings: PatientReminderSettings) {
  const body = patientRemindersBodySchema.parse({ patientReminders: settings });
  return (await apiRequest(patientRemindersPath, { method: 'PUT', body, schema: patientRemindersResponseSchema }))
    .patientReminders;
}

/** The answer is the whole settings: it replaces the cached ones. */
export function useUpdatePatientReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePatientReminders,
    onSuccess: (settings) => queryClient.setQueryData(patientRemindersKey, settings),
  });
}
