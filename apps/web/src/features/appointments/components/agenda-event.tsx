import type { KeyboardEvent } from 'react';
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Flex, Tag } from 'antd';
import type { EventProps } from 'react-big-calendar';
import { ReasonTag } from '../../../components/ui/reason-tag';
import { useCurrentLocale } from '../hooks/use-current-locale';
import type { CalendarItem } from '../model/calendar-events';
import { reasonTitle } from '../model/consultation-reasons';
import { AppointmentMarks } from './appointment-marks';
import { useCalendarEventView } from './calendar-event-view';

/**
 * react-big-calendar opens an agenda row on a click of its cell only: Enter or Space on the row
 * clicks it, so that the keyboard reaches what the mouse does (the week's events are focusable).
 */
function clickOnEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

/** An agenda row: patient picture, title, reason and marks; past appointments are marked. */
export function AgendaEvent({ event }: EventProps<CalendarItem>) {
  const locale = useCurrentLocale();
  const { now, labels, openable } = useCalendarEventView();
  if (event.kind === 'offWork') return <span>{event.title}</span>;
  const { appointment } = event;
  const past = event.end < now;
  return (
    <Flex
      align="center"
      gap={8}
      data-testid="agenda-event"
      data-appointment-id={appointment._id}
      data-past={String(past)}
      {...(openable ? { role: 'button', tabIndex: 0, onKeyDown: clickOnEnter } : {})}
    >
      <Avatar size="small" src={appointment.patient?.picture ?? undefined} icon={<UserOutlined />} alt="" />
      <strong dir="auto">{event.title}</strong>
      <ReasonTag color={appointment.consultationReason.color}>{reasonTitle(appointment.consultationReason, locale)}</ReasonTag>
      <AppointmentMarks appointment={appointment} now={now} labels={labels} />
      {past ? <Tag data-testid="agenda-past">{labels.past}</Tag> : null}
    </Flex>
  );
}
