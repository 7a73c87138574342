import type * as PublicBookingRepository from '../apps/server/src/modules/public-booking/public-booking.repository';
import { loadServerModule, repositoryStatement, type StatementTemplate } from './statement-template';

/** What the public booking repository's `loadSlots` takes: the page's doctor, the reason and the range. */
export interface SlotsInput extends Record<string, unknown> {
  slug: string;
  reasonId: string | null;
  from: Date;
  to: Date;
  fromDay: string;
  toDay: string;
}

const sentinels: [SlotsInput, SlotsInput] = [
  {
    slug: 'bench-sentinel-a',
    reasonId: '00000000-0000-4000-8000-00000000beef',
    from: new Date('2001-02-02T23:00:00.000Z'),
    to: new Date('2001-03-02T23:00:00.000Z'),
    fromDay: '2001-02-03',
    toDay: '2001-03-02',
  },
  {
    slug: 'bench-sentinel-b',
    reasonId: '00000000-0000-4000-8000-00000000cafe',
    from: new Date('2011-03-04T23:00:00.000Z'),
    to: new Date('2011-03-18T23:00:00.000Z'),
    fromDay: '2011-03-05',
    toDay: '2011-03-18',
  },
];

/**
 * The one statement a free-slots read sends (doctor, reason, week, days off, vacancies and the
 * live appointments of the range), as the server's repository renders it: the bare handler runs
 * the same text.
 */
export async function slotsQuery(): Promise<StatementTemplate<SlotsInput>> {
  const { createPublicBookingRepository } = await loadServerModule<typeof PublicBookingRepository>(
    'modules/public-booking/public-booking.repository.ts',
  );
  return repositoryStatement('free slots query', sentinels, (db, input) => createPublicBookingRepository(db).loadSlots(input));
}
