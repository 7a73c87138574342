import { useEffect, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { View } from 'react-big-calendar';
import { weekStartOf } from '../model/calendar-range';
import { minutesOf, movedCursor, slotBoundsOf, type SlotCursor } from '../model/slot-cursor';

interface SlotCursorOptions {
  view: View;
  date: Date;
  min: Date;
  max: Date;
  rtl: boolean;
  /** Enter books the slot; otherwise the cursor only moves (and scrolls) through the day. */
  selectable: boolean;
  onSelectSlot(start: Date): void;
}

/**
 * The time grid without a mouse: one slot is a tab stop (a roving cursor), the arrows move it
 * (slotCursor), Enter or Space books it. react-big-calendar gives its slots no keyboard access.
 */
export function useSlotCursor({ view, date, min, max, rtl, selectable, onSelectSlot }: SlotCursorOptions) {
  const { t } = useTranslation('appointments');
  const boardRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const first = view === 'week' ? weekStartOf(dayjs(date)) : dayjs(date).startOf('day');
  const days = view === 'week' ? 7 : view === 'day' ? 1 : 0;
  const bounds = slotBoundsOf(days, dayjs(min), dayjs(max));
  const rangeKey = `${view}:${first.format('YYYY-MM-DD')}:${bounds.first}`;
  const [stored, setStored] = useState<{ rangeKey: string; cursor: SlotCursor } | null>(null);
  const cursor =
    stored?.rangeKey === rangeKey
      ? stored.cursor
      : { dayIndex: Math.max(0, dayjs(date).startOf('day').diff(first, 'day')), minutes: bounds.first };
  const cursorStart = first.add(cursor.dayIndex, 'day').add(cursor.minutes, 'minute');

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    boardRef.current?.querySelector<HTMLElement>('[data-slot-cursor]')?.focus();
  }, [stored]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (selectable && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onSelectSlot(cursorStart.toDate());
      return;
    }
    const next = movedCursor(cursor, event.key, bounds, rtl);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setStored({ rangeKey, cursor: next });
  };

  /** The props of one slot; `resourceId` undefined is the time gutter's copy of the slots (no cursor there). */
  const slotProps = (slot: Date, resourceId: unknown): HTMLAttributes<HTMLDivElement> & { 'data-slot-cursor'?: string } => {
    if (days === 0 || resourceId === undefined || slot.getTime() !== cursorStart.valueOf()) return {};
    const when = { date: cursorStart.format('dddd DD/MM/YYYY'), time: cursorStart.format('HH:mm') };
    return {
      tabIndex: 0,
      role: selectable ? 'button' : 'group',
      'aria-label': t(selectable ? 'slot.book' : 'slot.time', when),
      'data-slot-cursor': String(minutesOf(cursorStart)),
      onKeyDown,
    };
  };

  return { boardRef, slotProps };
}
