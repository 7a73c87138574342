import { describe, expect, it } from 'vitest';
import {
  draggedRange,
  addBlock,
  dateOf,
  editorBlocksOf,
  isDirty,
  placeBlock,
  slotOf,
  toggleSelected,
  toggleType,
  weeklyScheduleFor,
  withoutSelected,
} from './schedule-editor';

const h = (hours: number, minutes = 0) => hours * 60 + minutes;
const shape = (blocks: { day: number; start: number; end: number; types: string[] }[]) =>
  blocks.map(({ day, start, end, types }) => ({ day, start, end, types }));

describe('schedule editor', () => {
  it('creates a one-hour cabinet block on a click, merged with an adjacent one', () => {
    const one = addBlock([], 'day', 1, h(9));
    expect(shape(one)).toEqual([{ day: 1, start: h(9), end: h(10), types: ['cabinet'] }]);
    const merged = addBlock(toggleType(one, one[0]!.id, 'visio'), 'day', 1, h(10));
    expect(shape(merged)).toEqual([{ day: 1, start: h(9), end: h(11), types: ['cabinet', 'visio'] }]);
  });

  it('keeps a selected range and clamps blocks into the mode window', () => {
    expect(shape(addBlock([], 'day', 2, h(8), h(12, 30)))).toEqual([{ day: 2, start: h(8), end: h(12, 30), types: ['cabinet'] }]);
    expect(shape(addBlock([], 'day', 2, h(23, 30)))).toEqual([{ day: 2, start: h(23, 30), end: h(24), types: ['cabinet'] }]);
    expect(shape(addBlock([], 'night', 2, h(6, 30)))).toEqual([{ day: 2, start: h(6, 30), end: h(7), types: ['cabinet'] }]);
  });

  it('moves a block to another day and merges on overlap', () => {
    const blocks = addBlock(addBlock([], 'day', 0, h(9)), 'day', 1, h(9, 30));
    const moved = placeBlock(blocks, 'day', blocks[0]!.id, 1, h(9), h(10));
    expect(shape(moved)).toEqual([{ day: 1, start: h(9), end: h(10, 30), types: ['cabinet'] }]);
  });

  it('deletes the selected blocks only', () => {
    const blocks = addBlock(addBlock([], 'day', 0, h(9)), 'day', 3, h(9));
    expect(shape(withoutSelected(toggleSelected(blocks, blocks[0]!.id)))).toEqual([
      { day: 3, start: h(9), end: h(10), types: ['cabinet'] },
    ]);
  });

  it('sends UTC HH:mm and reads them back; tells a change from the saved week', () => {
    const blocks = addBlock([], 'day', 4, h(9));
    const weekly = weeklyScheduleFor(blocks);
    expect(weekly[4]!.dailySchedule).toEqual([{ _id: '4-0', startAt: '08:00', endAt: '09:00', types: ['cabinet'] }]);
    const saved = editorBlocksOf(weekly);
    expect(isDirty(blocks, saved)).toBe(false);
    expect(isDirty(toggleType(blocks, blocks[0]!.id, 'visio'), saved)).toBe(true);
  });

  it('maps grid dates to weekdays and minutes, midnight ends belonging to the day before', () => {
    expect(slotOf(dateOf(3, h(9, 15)))).toEqual({ day: 3, minutes: h(9, 15) });
    expect(slotOf(dateOf(4, 0), true)).toEqual({ day: 3, minutes: h(24) });
  });

  it('covers a drag from the step under the press to the step under the release, either way', () => {
    // The day column draws 07:00-24:00 over 1020 px: a pixel a minute.
    const column = { top: 100, height: 1020 };
    expect(draggedRange(column, 'day', 100 + 6 * 60 + 1, 100 + 7 * 60 + 57)).toEqual({ start: 13 * 60, end: 15 * 60 });
    expect(draggedRange(column, 'day', 100 + 7 * 60 + 57, 100 + 6 * 60 + 1)).toEqual({ start: 13 * 60, end: 15 * 60 });
    expect(draggedRange(column, 'day', 50, 2000)).toEqual({ start: 7 * 60, end: 24 * 60 });
    expect(draggedRange({ top: 0, height: 420 }, 'night', 0, 59)).toEqual({ start: 0, end: 60 });
  });
});
