import dayjs from 'dayjs';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EventProps } from 'react-big-calendar';
import { canMarkArrived } from '../model/calendar-permissions';
import type { CalendarItem } from '../model/calendar-events';
import { AppointmentMarks } from './appointment-marks';
import { useCalendarHandlers } from './calendar-handlers-context';

/** An event of the day and week views; right-click offers 'patient arrived'. */
export function CalendarEvent({ event }: EventProps<CalendarItem>) {
  const { t } = useTranslation('appointments');
  const handlers = useCalendarHandlers();
  if (event.kind === 'offWork') {
    return (
      <span data-testid="off-work-block" data-kind={event.block.kind}>
        {event.title}
      </span>
    );
  }
  const { appointment } = event;
  const body = (
    <div
      data-testid="calendar-event"
      data-appointment-id={appointment._id}
      data-status={appointment.status}
      data-arrived={String(appointment.patientArrived)}
      data-pending={String(event.pending)}
      style={{ height: '100%', overflow: 'hidden', lineHeight: 1.3 }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 4 }}>
        <strong className="tabib-event-title" dir="auto" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {event.title}
        </strong>
        <AppointmentMarks appointment={appointment} now={handlers.now} />
      </div>
      <div className="tabib-event-time">
        {dayjs(event.start).format('HH:mm')} – {dayjs(event.end).format('HH:mm')}
      </div>
    </div>
  );
  if (handlers.readOnly || !canMarkArrived(appointment)) return body;
  const items: MenuProps['items'] = [{ key: 'arrived', label: t('actions.patientArrived'), 'data-testid': 'context-patient-arrived' } as const];
  return (
    <Dropdown trigger={['contextMenu']} menu={{
        items,
        onClick: ({ domEvent }) => {
          // The menu is portalled, but React still bubbles its click to the event (which would open the details).
          domEvent.stopPropagation();
          handlers.onPatientArrived(appointment);
        },
      }}>
      {body}
    </Dropdown>
  );
}
