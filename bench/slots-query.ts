import type * as DbClient from '../apps/server/src/db/client';
import type * as PublicBookingRepository from '../apps/server/src/modules/public-booking/public-booking.repository';
import { capturingDatabase, loadServerModule, statementTemplate, type StatementTemplate } from './statement-template';

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
  const { schema } = await loadServerModule<typeof DbClient>('db/client.ts');
  const { createPublicBookingRepository } = await loadServerModule<typeof PublicBookingRepository>(
    'modules/public-booking/public-booking.repository.ts',
  );
  const renders = [];
  for (const sentinel of sentinels) {
    const { db, sent } = capturingDatabase(schema);
    await createPublicBookingRepository(db as unknown as DbClient.Database).loadSlots(sentinel);
    if (sent.length !== 1) throw new Error(`a free-slots read sent ${sent.length} statements, not one`);
    renders.push(sent[0]!);
  }
  return statementTemplate('free slots query', [renders[0]!, renders[1]!], sentinels);
}
