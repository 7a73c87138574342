import { createContext, useContext } from 'react';
import type { Appointment } from '@tabib/contracts/appointments';

/** What the calendar's event components may do; given by the page. */
export interface CalendarHandlers {
  readOnly: boolean;
  now: Date;
  onPatientArrived(appointment: Appointment): void;
}

export const CalendarHandlersContext = createContext<CalendarHandlers>({
  readOnly: true,
  now: new Date(),
  onPatientArrived: () => undefined,
});

export function useCalendarHandlers(): CalendarHandlers {
  return useContext(CalendarHandlersContext);
}
