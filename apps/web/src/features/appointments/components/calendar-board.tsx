import { useCallback, useMemo, type CSSProperties } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Calendar, type Formats, type Messages, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import '../../../components/ui/big-calendar.css';
import { calendarConstants, type Appointment } from '@tabib/contracts/appointments';
import { calendarDayHeaders } from '../../../components/ui/calendar-day-header';
import { isRtl } from '../../../lib/i18n';
import { useCurrentLocale } from '../hooks/use-current-locale';
import { useSlotCursor } from '../hooks/use-slot-cursor';
import type { CalendarItem } from '../model/calendar-events';
import { scrollTargetOf, visibleHoursOf, type DayMode } from '../model/calendar-range';
import { AgendaEvent } from './agenda-event';
import { calendarLocalizer } from './calendar-localizer';
import { CalendarEvent } from './calendar-event';
import { useCalendarContextMenu } from './calendar-context-menu';
import { CalendarEventViewContext, type CalendarEventView } from './calendar-event-view';
import './calendar.css';

const localizer = calendarLocalizer();
// The switcher (calendar-toolbar) offers day, week and agenda; month is reached by a link only (calendar-range `linkedCalendarOf`).
const boardViews: View[] = ['day', 'week', 'month', 'agenda'];

// In Arabic the bidi algorithm puts the start of a range on the right, where a right-to-left reader begins.
const timeRange = ({ start, end }: { start: Date; end: Date }) =>
  `${dayjs(start).format('HH:mm')} – ${dayjs(end).format('HH:mm')}`;
const dateRange = ({ start, end }: { start: Date; end: Date }) =>
  `${dayjs(start).format('DD/MM/YYYY')} – ${dayjs(end).format('DD/MM/YYYY')}`;

const formats: Formats = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: timeRange,
  agendaTimeRangeFormat: timeRange,
  agendaTimeFormat: 'HH:mm',
  selectRangeFormat: timeRange,
  dayFormat: 'ddd DD/MM',
  dayHeaderFormat: 'dddd DD/MM/YYYY',
  agendaDateFormat: 'ddd DD/MM/YYYY',
  dayRangeHeaderFormat: dateRange,
  agendaHeaderFormat: dateRange,
};

const components = { ...calendarDayHeaders, event: CalendarEvent, agenda: { event: AgendaEvent } };
const offScheduleSlot = { className: 'tabib-off-schedule' };

/** The pixels of one group of 12 five-minute slots, so that a minute is 2.33 px tall. */
const slotGroupHeight = calendarConstants.timeslots * calendarConstants.stepMinutes * calendarConstants.eventPxPerMinute;

/** The page's one-minute `now` (past events, running visios) and the action of the right-click menu. */
export interface CalendarHandlers {
  now: Date;
  onPatientArrived(appointment: Appointment): void;
}

export interface CalendarBoardProps {
  date: Date;
  view: View;
  mode: DayMode;
  /** HH:mm to scroll to (a failed action re-booked); null: the first visible hour. */
  scrollTo: string | null;
  items: CalendarItem[];
  backgroundItems: CalendarItem[];
  /** Slots outside the doctor's weekly schedule are shaded; null: no schedule saved. */
  isOffSchedule: ((slot: Date) => boolean) | null;
  readOnly: boolean;
  selectable: boolean;
  /** Offline, a booking still queued opens too: cancelling it takes it out of the outbox. */
  pendingSelectable: boolean;
  canDrillDown: boolean;
  handlers: CalendarHandlers;
  onNavigate(date: Date): void;
  onView(view: View): void;
  onDrillDown(date: Date): void;
  onSelectSlot(start: Date): void;
  onSelectAppointment(appointment: Appointment): void;
}

function eventProps(item: CalendarItem, now: Date) {
  if (item.kind === 'offWork') return { className: `tabib-off-work tabib-off-work-${item.block.kind}` };
  const { appointment } = item;
  const classes = [
    item.pending ? 'tabib-event-pending' : '',
    appointment.status === 'DONE' ? 'tabib-event-done' : '',
    appointment.status === 'PATIENT_MISSED' ? 'tabib-event-missed' : '',
    item.end < now ? 'tabib-past' : '',
  ];
  return {
    className: classes.filter(Boolean).join(' '),
    style: { '--tabib-reason-color': appointment.consultationReason.color } as CSSProperties,
  };
}

/** react-big-calendar with Tabib's settings (spec 1 sections 2 and 9); DOC-DEA gets no handlers at all. */
export function CalendarBoard(props: CalendarBoardProps) {
  const { t } = useTranslation('appointments');
  const locale = useCurrentLocale();
  const { readOnly, handlers } = props;
  const { min, max } = visibleHoursOf(props.mode, dayjs(props.date));
  const scrollToTime = scrollTargetOf(props.scrollTo, min);
  const messages = useMemo<Messages<CalendarItem>>(
    () => ({
      date: t('toolbar.date'),
      time: t('toolbar.time'),
      event: t('toolbar.event'),
      allDay: t('toolbar.allDay'),
      week: t('toolbar.week'),
      day: t('toolbar.day'),
      month: t('toolbar.month'),
      previous: t('toolbar.previous'),
      next: t('toolbar.next'),
      today: t('toolbar.today'),
      agenda: t('toolbar.agenda'),
      yesterday: t('toolbar.yesterday'),
      tomorrow: t('toolbar.tomorrow'),
      noEventsInRange: t('toolbar.noEventsInRange'),
      showMore: (count: number) => t('toolbar.showMore', { count }),
    }),
    [t],
  );
  // Read once here for the ~1,400 events of a busy week, which only read this context.
  const { now } = handlers;
  const eventView = useMemo<CalendarEventView>(
    () => ({
      now,
      labels: {
        arrived: t('marks.arrived'),
        done: t('marks.done'),
        missed: t('marks.missed'),
        visio: t('marks.visio'),
        visioRunning: t('marks.visioRunning'),
        visioWaiting: t('marks.visioWaiting'),
        past: t('agenda.past'),
      },
      openable: !readOnly,
    }),
    [now, t, readOnly],
  );
  const eventPropGetter = useCallback((item: CalendarItem) => eventProps(item, now), [now]);
  const { isOffSchedule } = props;
  const slotCursor = useSlotCursor({
    view: props.view,
    date: props.date,
    min,
    max,
    rtl: isRtl(locale),
    selectable: !readOnly && props.selectable,
    onSelectSlot: props.onSelectSlot,
  });
  const slotPropGetter = (slot: Date, resourceId?: unknown) => ({
    ...(isOffSchedule?.(slot) ? offScheduleSlot : {}),
    ...slotCursor.slotProps(slot, resourceId),
  });
  const getNow = useCallback(() => now, [now]);
  const openItem = (item: CalendarItem) => {
    if (item.kind === 'appointment' && (!item.pending || props.pendingSelectable)) props.onSelectAppointment(item.appointment);
  };
  const contextMenu = useCalendarContextMenu({
    items: props.items,
    enabled: !readOnly,
    onPatientArrived: handlers.onPatientArrived,
  });
  return (
    <CalendarEventViewContext.Provider value={eventView}>
      <div
        ref={slotCursor.boardRef}
        className="tabib-calendar"
        data-testid="calendar-board"
        style={{ '--tabib-slot-group-height': `${slotGroupHeight}px` } as CSSProperties}
        onContextMenu={contextMenu.onContextMenu}
      >
        <Calendar<CalendarItem>
          localizer={localizer}
          culture={dayjs.locale()}
          // A new hour range remounts: react-big-calendar keeps the now-line of the previous range otherwise.
          key={`${locale}:${props.mode}`}
          rtl={isRtl(locale)}
          toolbar={false}
          date={props.date}
          view={props.view}
          views={boardViews}
          events={props.items}
          backgroundEvents={props.backgroundItems}
          step={calendarConstants.stepMinutes}
          timeslots={calendarConstants.timeslots}
          // A doctor's appointments never overlap: back-to-back ones get the full column width.
          dayLayoutAlgorithm="no-overlap"
          min={min}
          max={max}
          scrollToTime={scrollToTime}
          formats={formats}
          messages={messages}
          components={components}
          eventPropGetter={eventPropGetter}
          slotPropGetter={slotPropGetter}
          titleAccessor="title"
          tooltipAccessor={null}
          getNow={getNow}
          selectable={!readOnly && props.selectable}
          onNavigate={readOnly ? undefined : (date) => props.onNavigate(date)}
          onView={readOnly ? undefined : (view) => props.onView(view)}
          onRangeChange={readOnly ? undefined : () => undefined}
          onDrillDown={readOnly || !props.canDrillDown ? undefined : (date) => props.onDrillDown(date)}
          drilldownView={props.canDrillDown && !readOnly ? 'day' : null}
          onSelectSlot={readOnly ? undefined : (slot) => props.onSelectSlot(slot.start)}
          onSelectEvent={readOnly ? undefined : openItem}
          onKeyPressEvent={
            readOnly
              ? undefined
              : (item, event) => {
                  const { key } = event.nativeEvent as KeyboardEvent;
                  if (key !== 'Enter' && key !== ' ') return;
                  event.preventDefault();
                  openItem(item);
                }
          }
        />
        {contextMenu.menu}
      </div>
    </CalendarEventViewContext.Provider>
  );
}
