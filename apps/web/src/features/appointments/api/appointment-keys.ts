import type { CalendarView } from '@tabib/contracts/appointments';

/** What one cached calendar list holds: the acting doctor, the range and the reasons filter. */
export interface AppointmentListParams {
  /** The clinic doctor the list belongs to (clinic accounts); null for the user's own practice. */
  doctorId: string | null;
  view: CalendarView;
  from: string;
  to: string;
  /** null: every reason. */
  reasons: string[] | null;
}

export const appointmentKeys = {
  all: ['appointments'] as const,
  lists: () => ['appointments', 'list'] as const,
  list: (params: AppointmentListParams) => ['appointments', 'list', params] as const,
  one: (id: string) => ['appointments', 'one', id] as const,
  trace: (id: string) => ['appointments', 'trace', id] as const,
  offworks: (doctorId: string | null) => ['appointments', 'offworks', doctorId] as const,
  count: (doctorId: string | null) => ['appointments', 'count', doctorId] as const,
  patientLookup: (query: string, doctorId: string | null) => ['appointments', 'patient-lookup', doctorId, query] as const,
  familyMembers: (patientId: string, doctorId: string | null) => ['appointments', 'family-members', doctorId, patientId] as const,
};
