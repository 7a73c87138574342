import { z } from 'zod';
import { appointmentTypes, type AppointmentType } from './appointments';
import { idSchema } from './ids';
import { textLimits } from './text-limits';

/** Spec 3 sections 2, 3 and 9: the weekly schedule and days off. */
export const scheduleModes = ['day', 'night'] as const;
export type ScheduleMode = (typeof scheduleModes)[number];

const dayMinutes = 24 * 60;

/**
 * Windows in the practice's local minutes, end excluded: day mode shows 07:00-23:59 and
 * night mode 00:00-06:59, so a day block may end at midnight and a night block at 07:00.
 */
export const scheduleWindows: Record<ScheduleMode, { start: number; end: number }> = {
  day: { start: 7 * 60, end: dayMinutes },
  night: { start: 0, end: 7 * 60 },
};

export const scheduleConstants = {
  stepMinutes: 5,
  timeslots: 12,
  newBlockMinutes: 60,
  defaultType: 'cabinet' as AppointmentType,
} as const;

/**
 * The API carries HH:mm in UTC (spec). Africa/Algiers is UTC+01:00 all year (no DST since
 * 1981), so local = UTC + 60 min; the block's `day` is the practice's local weekday.
 * practice-time.test.ts on the server checks this against the time zone database.
 */
export const practiceUtcOffsetMinutes = 60;

const hhmm = z
  .string()
  .max(5, { message: 'scheduleInvalidBlock' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'scheduleInvalidBlock' });
const isoDay = z.iso.date({ message: 'daysOffInvalid' }).max(10, { message: 'daysOffInvalid' });

const blockShape = {
  startAt: hhmm,
  endAt: hhmm,
  types: z.array(z.enum(appointmentTypes, { message: 'scheduleInvalidBlock' })).max(2),
};
/** A block as sent: `_id` is ignored (blocks are merged and stored anew); the web sends its own keys. */
export const dailyBlockSchema = z.object({ _id: z.string().max(textLimits.clientKey).optional(), ...blockShape });
export type DailyBlock = z.infer<typeof dailyBlockSchema>;

export const weeklyScheduleSchema = z
  .array(z.object({ day: z.number().int().min(0).max(6), dailySchedule: z.array(dailyBlockSchema).max(288) }), {
    message: 'scheduleInvalidBlock',
  })
  .max(7, { message: 'scheduleInvalidBlock' });
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

/** A stored week as answered: seven days, Sunday first, each block with its id. */
export const savedWeeklyScheduleSchema = z.array(
  z.object({ day: z.number().int(), dailySchedule: z.array(z.object({ _id: z.string(), ...blockShape })) }),
);
export type SavedWeeklySchedule = z.infer<typeof savedWeeklyScheduleSchema>;

export const vacancySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((range) => range.from <= range.to, { message: 'daysOffInvalid' });

export const daysOffSchema = z.object({
  daysNoWork: z.array(z.string()),
  vacancy: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export type DaysOff = z.infer<typeof daysOffSchema>;

/** GET /doctors/schedule/retrieve-schedule-on-mode */
export const scheduleQuerySchema = z.object({ mode: z.enum(scheduleModes).default('day'), cqDoctor: idSchema.optional() });
export const scheduleResponseSchema = z.object({
  success: z.literal(true),
  weeklySchedule: savedWeeklyScheduleSchema,
  daysOff: daysOffSchema,
});
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;

/** PUT /doctors/schedule/web: replaces the blocks of one mode. */
export const saveScheduleSchema = z.object({
  weeklySchedule: weeklyScheduleSchema,
  cqDoctor: idSchema.nullish(),
  mode: z.enum(scheduleModes, { message: 'scheduleInvalidBlock' }),
  /** Save even when booked appointments fall outside the new hours (else 409 scheduleLeavesBookedAppointments). */
  confirm: z.boolean().optional(),
});
export type SaveScheduleRequest = z.input<typeof saveScheduleSchema>;
export const saveScheduleResponseSchema = z.object({ success: z.literal(true), code: z.literal('scheduleUpdatedSuccessfully') });

/** PUT /doctors/schedule/daysoff: replaces the days off and the vacancy. */
export const saveDaysOffSchema = z.object({
  daysNoWork: z.array(isoDay, { message: 'daysOffInvalid' }).max(366, { message: 'daysOffInvalid' }),
  vacancy: vacancySchema.nullable(),
  selectedClinicDoctor: idSchema.nullish(),
});
export type SaveDaysOffRequest = z.input<typeof saveDaysOffSchema>;
export const saveDaysOffResponseSchema = z.object({ success: z.literal(true), doctorScheduleDaysoff: daysOffSchema });

export const schedulePaths = {
  retrieve: '/doctors/schedule/retrieve-schedule-on-mode',
  save: '/doctors/schedule/web',
  daysOff: '/doctors/schedule/daysoff',
} as const;

// ---- Blocks in the practice's local minutes: merge, validation and coverage, shared by web and server.

export interface LocalBlock {
  day: number;
  /** minutes since the practice's local midnight, end excluded (1440 = midnight after) */
  start: number;
  end: number;
  types: AppointmentType[];
}

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const pad = (value: number) => String(value).padStart(2, '0');
export const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
const wrap = (minutes: number) => ((minutes % dayMinutes) + dayMinutes) % dayMinutes;

/** Local minutes to the API's UTC HH:mm. */
export const utcClockOf = (localMinutes: number) => clockOf(wrap(localMinutes - practiceUtcOffsetMinutes));
/** The API's UTC HH:mm to local minutes; an end at local midnight is 1440, not 0. */
export const localStartOf = (utc: string) => wrap(minutesOf(utc) + practiceUtcOffsetMinutes);
export const localEndOf = (utc: string) => wrap(minutesOf(utc) + practiceUtcOffsetMinutes) || dayMinutes;

const typeOrder = (types: Iterable<AppointmentType>) => appointmentTypes.filter((type) => new Set(types).has(type));

/**
 * Overlapping or adjacent blocks of a day become one, offering every type either offered
 * (docs/decisions.md, Schedule). Sorted by day and start.
 */
export function mergeBlocks(blocks: readonly LocalBlock[]): LocalBlock[] {
  const sorted = [...blocks].sort((a, b) => a.day - b.day || a.start - b.start);
  const merged: LocalBlock[] = [];
  for (const block of sorted) {
    const last = merged.at(-1);
    if (last && last.day === block.day && block.start <= last.end) {
      last.end = Math.max(last.end, block.end);
      last.types = typeOrder([...last.types, ...block.types]);
    } else {
      merged.push({ ...block, types: typeOrder(block.types) });
    }
  }
  return merged;
}

/** Inside the mode's window, start before end, on 5-minute steps. */
export function isValidBlock(block: LocalBlock, mode: ScheduleMode): boolean {
  const window = scheduleWindows[mode];
  const step = scheduleConstants.stepMinutes;
  return (
    Number.isInteger(block.day) &&
    block.day >= 0 &&
    block.day <= 6 &&
    block.start >= window.start &&
    block.end <= window.end &&
    block.start < block.end &&
    block.start % step === 0 &&
    block.end % step === 0
  );
}

export const hasTypedBlock = (blocks: readonly LocalBlock[]) => blocks.some((block) => block.types.length > 0);

export function localBlocksOf(weekly: WeeklySchedule): LocalBlock[] {
  return weekly.flatMap(({ day, dailySchedule }) =>
    dailySchedule.map((block) => ({
      day,
      start: localStartOf(block.startAt),
      end: localEndOf(block.endAt),
      types: typeOrder(block.types),
    })),
  );
}

/** Seven entries, Sunday first, in the API's UTC HH:mm; ids as given by `idOf`. */
export function weeklyScheduleOf(
  blocks: readonly LocalBlock[],
  idOf: (block: LocalBlock, index: number) => string,
): WeeklySchedule {
  return Array.from({ length: 7 }, (_, day) => ({
    day,
    dailySchedule: blocks
      .filter((block) => block.day === day)
      .sort((a, b) => a.start - b.start)
      .map((block, index) => ({
        _id: idOf(block, index),
        startAt: utcClockOf(block.start),
        endAt: utcClockOf(block.end),
        types: block.types,
      })),
  }));
}

/** Whether [start, end) of a day lies inside the day's blocks offering this type (blocks of both modes may join at 07:00). */
export function coversSlot(
  blocks: readonly LocalBlock[],
  day: number,
  start: number,
  end: number,
  type: AppointmentType,
): boolean {
  const offering = blocks.filter((block) => block.day === day && block.types.includes(type));
  return mergeBlocks(offering).some((block) => block.start <= start && end <= block.end);
}
