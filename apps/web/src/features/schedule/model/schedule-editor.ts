import type { AppointmentType } from '@tabib/contracts/appointments';
import {
  localBlocksOf,
  mergeBlocks,
  scheduleConstants,
  scheduleWindows,
  weeklyScheduleOf,
  type LocalBlock,
  type ScheduleMode,
  type WeeklySchedule,
} from '@tabib/contracts/schedule';

/** A block on the editor's grid: practice-local minutes of its weekday, plus the selection. */
export interface EditorBlock extends LocalBlock {
  id: string;
  selected: boolean;
}

/** The fixed week the grid draws: Sunday 1 January 2023 to Saturday 7 January. */
const referenceSunday = { year: 2023, month: 0, date: 1 };
export const referenceWeekStart = new Date(referenceSunday.year, referenceSunday.month, referenceSunday.date);

export const dateOf = (day: number, minutes: number) =>
  new Date(referenceSunday.year, referenceSunday.month, referenceSunday.date + day, 0, minutes);

/** The weekday and minutes of a grid date; a date at midnight that ends a block counts as 1440 of the day before. */
export function slotOf(date: Date, isEnd = false): { day: number; minutes: number } {
  const minutes = date.getHours() * 60 + date.getMinutes();
  const day = Math.round(
    (new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime() - referenceWeekStart.getTime()) / 86_400_000,
  );
  return isEnd && minutes === 0 ? { day: day - 1, minutes: 24 * 60 } : { day, minutes };
}

/**
 * The minutes a drag down a day column covered, from the step under the press to the step under
 * the release, both included. react-big-calendar takes the start from the first move past its
 * click tolerance (its state update lands after that move under React 18+), hence this.
 */
export function draggedRange(
  column: { top: number; height: number },
  mode: ScheduleMode,
  pressY: number,
  releaseY: number,
): { start: number; end: number } {
  const window = scheduleWindows[mode];
  const step = scheduleConstants.stepMinutes;
  const stepAt = (y: number) => {
    const minutes = ((y - column.top) / column.height) * (window.end - window.start);
    return window.start + Math.min(Math.max(Math.floor(minutes / step) * step, 0), window.end - window.start - step);
  };
  const [pressed, released] = [stepAt(pressY), stepAt(releaseY)];
  return { start: Math.min(pressed, released), end: Math.max(pressed, released) + step };
}

let counter = 0;
const newId = () => `block-${++counter}`;

function withIds(blocks: LocalBlock[], previous: readonly EditorBlock[]): EditorBlock[] {
  return blocks.map((block) => {
    const kept = previous.find((candidate) => candidate.day === block.day && candidate.start === block.start);
    return {
      ...block,
      id: kept?.id ?? newId(),
      selected: previous.some((p) => p.selected && p.day === block.day && p.start < block.end && block.start < p.end),
    };
  });
}

/** Clamps a block into the mode's window on the 5-minute grid; null when nothing is left. */
function clamp(block: LocalBlock, mode: ScheduleMode): LocalBlock | null {
  const window = scheduleWindows[mode];
  const step = scheduleConstants.stepMinutes;
  const start = Math.max(window.start, Math.round(block.start / step) * step);
  const end = Math.min(window.end, Math.round(block.end / step) * step);
  return start < end && block.day >= 0 && block.day <= 6 ? { ...block, start, end } : null;
}

/** Merges after every change, as the spec asks: overlapping or adjacent blocks are one. */
export function normalized(blocks: readonly EditorBlock[], mode: ScheduleMode): EditorBlock[] {
  const inside = blocks.map((block) => clamp(block, mode)).filter((block): block is LocalBlock => block !== null);
  return withIds(mergeBlocks(inside), blocks);
}

export function editorBlocksOf(weekly: WeeklySchedule | undefined): EditorBlock[] {
  return mergeBlocks(localBlocksOf(weekly ?? [])).map((block) => ({ ...block, id: newId(), selected: false }));
}

/** A click creates a one-hour cabinet block (spec 3 section 9), cut at the window's end. */
export function addBlock(
  blocks: readonly EditorBlock[],
  mode: ScheduleMode,
  day: number,
  start: number,
  end?: number,
): EditorBlock[] {
  const until =
    end !== undefined && end - start > scheduleConstants.stepMinutes ? end : start + scheduleConstants.newBlockMinutes;
  const block = { id: newId(), day, start, end: until, types: [scheduleConstants.defaultType], selected: false };
  return normalized([...blocks, block], mode);
}

export function placeBlock(
  blocks: readonly EditorBlock[],
  mode: ScheduleMode,
  id: string,
  day: number,
  start: number,
  end: number,
): EditorBlock[] {
  return normalized(
    blocks.map((block) => (block.id === id ? { ...block, day, start, end } : block)),
    mode,
  );
}

export function toggleType(blocks: readonly EditorBlock[], id: string, type: AppointmentType): EditorBlock[] {
  return blocks.map((block) =>
    block.id === id
      ? { ...block, types: block.types.includes(type) ? block.types.filter((t) => t !== type) : [...block.types, type] }
      : block,
  );
}

export const toggleSelected = (blocks: readonly EditorBlock[], id: string) =>
  blocks.map((block) => (block.id === id ? { ...block, selected: !block.selected } : block));

export const withoutSelected = (blocks: readonly EditorBlock[]) => blocks.filter((block) => !block.selected);

export const weeklyScheduleFor = (blocks: readonly EditorBlock[]) =>
  weeklyScheduleOf(
    blocks.map(({ day, start, end, types }) => ({ day, start, end, types })),
    (block, index) => `${block.day}-${index}`,
  );

/** Whether the editor differs from what was saved (ids and selection aside). */
export function isDirty(blocks: readonly EditorBlock[], saved: readonly EditorBlock[]): boolean {
  const shape = (list: readonly EditorBlock[]) =>
    JSON.stringify(list.map(({ day, start, end, types }) => [day, start, end, [...types].sort()]));
  return shape(blocks) !== shape(saved);
}
