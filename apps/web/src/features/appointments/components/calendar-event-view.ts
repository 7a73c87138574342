import { createContext, useContext } from 'react';

/** The translated labels of an appointment's marks, read once by the board rather than once per event. */
export interface MarkLabels {
  arrived: string;
  done: string;
  missed: string;
  visio: string;
  visioRunning: string;
  /** The patient is in the call's waiting room (the appointment's `online` flag). */
  visioWaiting: string;
  past: string;
}

/** What every event of the board reads: the time of the page's one-minute tick, and the labels. */
export interface CalendarEventView {
  now: Date;
  labels: MarkLabels;
  /** A click (or Enter) on an event opens it: false on a read-only board. */
  openable: boolean;
}

export const CalendarEventViewContext = createContext<CalendarEventView>({
  now: new Date(),
  labels: { arrived: '', done: '', missed: '', visio: '', visioRunning: '', visioWaiting: '', past: '' },
  openable: false,
});

export function useCalendarEventView(): CalendarEventView {
  return useContext(CalendarEventViewContext);
}
