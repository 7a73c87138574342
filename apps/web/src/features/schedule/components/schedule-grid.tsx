import { createContext, useCallback, useEffect, useMemo, useContext, useRef, type PointerEvent } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Calendar, dayjsLocalizer, type EventProps, type Formats } from 'react-big-calendar';
import dragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import '../../../components/ui/big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import type { AppointmentType } from '@tabib/contracts/appointments';
import { scheduleConstants, type ScheduleMode } from '@tabib/contracts/schedule';
import { defaultLocale, isLocale } from '@tabib/contracts/locales';
import { calendarDayHeaders } from '../../../components/ui/calendar-day-header';
import { isRtl } from '../../../lib/i18n';
import {
  addBlock,
  dateOf,
  draggedRange,
  placeBlock,
  referenceWeekStart,
  slotOf,
  toggleSelected,
  toggleType,
  type EditorBlock,
} from '../model/schedule-editor';
import { ScheduleBlock } from './schedule-block';
import './schedule.css';

interface GridEvent {
  block: EditorBlock;
  start: Date;
  end: Date;
}

// The addon is CommonJS only: the production bundle hands its `exports` object over as the default import.
const withDragAndDrop = (dragAndDrop as unknown as { default?: typeof dragAndDrop }).default ?? dragAndDrop;
const localizer = dayjsLocalizer(dayjs);
const DragAndDropCalendar = withDragAndDrop<GridEvent>(Calendar);
const formats: Formats = {
  timeGutterFormat: 'HH:mm',
  dayFormat: 'dddd',
  eventTimeRangeFormat: () => '',
  selectRangeFormat: ({ start, end }) => `${dayjs(start).format('HH:mm')} – ${dayjs(end).format('HH:mm')}`,
};

/** The hours each mode shows (spec 3 section 9): 07:00-23:59 and 00:00-06:59. */
const hoursOf = (mode: ScheduleMode) =>
  mode === 'day' ? { min: dateOf(0, 7 * 60), max: dateOf(0, 23 * 60 + 59) } : { min: dateOf(0, 0), max: dateOf(0, 6 * 60 + 59) };

export interface BlockActions {
  readOnly: boolean;
  canVisio: boolean;
  onToggleType(id: string, type: AppointmentType): void;
}
const BlockActionsContext = createContext<BlockActions>({ readOnly: true, canVisio: false, onToggleType: () => undefined });

function GridBlock({ event }: EventProps<GridEvent>) {
  return <ScheduleBlock block={event.block} actions={useContext(BlockActionsContext)} />;
}
const components = { ...calendarDayHeaders, event: GridBlock };

export interface ScheduleGridProps {
  mode: ScheduleMode;
  blocks: EditorBlock[];
  readOnly: boolean;
  canVisio: boolean;
  onChange(blocks: EditorBlock[]): void;
}

/** The weekly grid on a fixed reference week, Sunday first, 5-minute steps, with drag to move and resize. */
export function ScheduleGrid({ mode, blocks, readOnly, canVisio, onChange }: ScheduleGridProps) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale;
  const events = useMemo(
    () => blocks.map((block) => ({ block, start: dateOf(block.day, block.start), end: dateOf(block.day, block.end) })),
    [blocks],
  );
  const place = useCallback(
    ({ event, start, end }: EventInteractionArgs<GridEvent>) => {
      const from = slotOf(new Date(start));
      const minutes = Math.round((+new Date(end) - +new Date(start)) / 60_000);
      onChange(placeBlock(blocks, mode, event.block.id, from.day, from.minutes, from.minutes + minutes));
    },
    [blocks, mode, onChange],
  );
  const actions = useMemo<BlockActions>(
    () => ({ readOnly, canVisio, onToggleType: (id, type) => onChange(toggleType(blocks, id, type)) }),
    [blocks, canVisio, onChange, readOnly],
  );
  const { min, max } = hoursOf(mode);
  // Where a press on a day column's free space started, in page coordinates like the selection's bounds.
  const press = useRef<{ column: { top: number; height: number }; pressY: number } | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  // A block holds its own controls (type checkboxes, delete); react-big-calendar makes every event
  // a focusable button around them (axe nested-interactive), and the drag addon's wrapper leaves
  // no prop to change that: the block becomes a plain group.
  useEffect(() => {
    grid.current?.querySelectorAll('.rbc-event[role="button"]').forEach((event) => {
      event.setAttribute('role', 'group');
      event.removeAttribute('tabindex');
    });
  });
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const rect = target.closest('.rbc-day-slot')?.getBoundingClientRect();
    press.current =
      rect && !target.closest('.rbc-event')
        ? { column: { top: rect.top + window.scrollY, height: rect.height }, pressY: event.pageY }
        : null;
  };

  return (
    <BlockActionsContext.Provider value={actions}>
      <div
        ref={grid}
        className="tabib-schedule-grid"
        data-testid="schedule-grid"
        data-mode={mode}
        onPointerDownCapture={onPointerDown}
      >
        <DragAndDropCalendar
          key={`${mode}:${locale}`}
          localizer={localizer}
          culture={dayjs.locale()}
          rtl={isRtl(locale)}
          toolbar={false}
          defaultView="week"
          views={['week']}
          date={referenceWeekStart}
          onNavigate={() => undefined}
          events={events}
          step={scheduleConstants.stepMinutes}
          timeslots={scheduleConstants.timeslots}
          min={min}
          max={max}
          scrollToTime={min}
          formats={formats}
          components={components}
          dayLayoutAlgorithm="no-overlap"
          eventPropGetter={(event) => ({ className: event.block.selected ? 'tabib-block tabib-block-selected' : 'tabib-block' })}
          selectable={!readOnly}
          resizable={!readOnly}
          draggableAccessor={() => !readOnly}
          resizableAccessor={() => !readOnly}
          onEventDrop={readOnly ? undefined : place}
          onEventResize={readOnly ? undefined : place}
          onSelectSlot={
            readOnly
              ? undefined
              : ({ start, end, action, bounds }) => {
                  const from = slotOf(start);
                  const to = slotOf(end, true);
                  if (action === 'select' && bounds && press.current) {
                    const { column, pressY } = press.current;
                    const dragged = draggedRange(column, mode, pressY, bounds.y);
                    onChange(addBlock(blocks, mode, from.day, dragged.start, dragged.end));
                    return;
                  }
                  onChange(addBlock(blocks, mode, from.day, from.minutes, to.day === from.day ? to.minutes : undefined));
                }
          }
          onSelectEvent={readOnly ? undefined : (event) => onChange(toggleSelected(blocks, event.block.id))}
        />
      </div>
    </BlockActionsContext.Provider>
  );
}
