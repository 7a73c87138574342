import { memo } from 'react';
import type { EventProps } from 'react-big-calendar';
import { clockOf, type CalendarItem } from '../model/calendar-events';
import { AppointmentMarks } from './appointment-marks';
import { useCalendarEventView } from './calendar-event-view';

/**
 * An event of the day, week and month views. A busy week draws ~1,400 of them: plain elements,
 * no hook but one context, times without dayjs; the right-click menu is the board's (calendar-context-menu).
 */
export const CalendarEvent = memo(function CalendarEvent({ event }: EventProps<CalendarItem>) {
  const { now, labels } = useCalendarEventView();
  if (event.kind === 'offWork') {
    return (
      <span data-testid="off-work-block" data-kind={event.block.kind}>
        {event.title}
      </span>
    );
  }
  const { appointment } = event;
  return (
    <div
      className="tabib-event"
      data-testid="calendar-event"
      data-appointment-id={appointment._id}
      data-status={appointment.status}
      data-arrived={String(appointment.patientArrived)}
      data-pending={String(event.pending)}
    >
      <div className="tabib-event-head">
        <strong className="tabib-event-title" dir="auto">
          {event.title}
        </strong>
        <AppointmentMarks appointment={appointment} now={now} labels={labels} />
      </div>
      <div className="tabib-event-time">
        {clockOf(event.start)} – {clockOf(event.end)}
      </div>
    </div>
  );
});
