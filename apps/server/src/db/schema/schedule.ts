import { date, index, pgEnum, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const scheduleMode = pgEnum('schedule_mode', ['day', 'night']);

/** Weekly availability blocks; times are HH:mm in UTC as the spec's schedule editor sends them. */
export const scheduleBlocks = pgTable(
  'schedule_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    mode: scheduleMode('mode').notNull().default('day'),
    startAt: text('start_at').notNull(),
    endAt: text('end_at').notNull(),
    types: text('types').array().notNull(),
  },
  (table) => [index('schedule_blocks_doctor_idx').on(table.doctorId, table.day)],
);

export const daysOff = pgTable(
  'days_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [uniqueIndex('days_off_doctor_day_unique').on(table.doctorId, table.day)],
);

export const vacancies = pgTable(
  'vacancies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
  },
  (table) => [index('vacancies_doctor_idx').on(table.doctorId, table.fromDay)],
);
