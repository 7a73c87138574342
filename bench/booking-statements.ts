import type * as BookingRepository from '../apps/server/src/modules/appointments/appointments-booking.repository';
import { loadServerModule, repositoryStatement, type StatementTemplate } from './statement-template';

/**
 * The bare handler's bookings log their event under a kind no subscriber or consumer handles and
 * notify it on a channel no app listens to, so that an app server running beside it does none of
 * their work; the check deletes those events after each bare round, before the app's next read of
 * the log could meet them.
 */
export const bareBookingEvents = { kind: 'benchBareBooking', channel: 'bench_bare_events' } as const;

/** What the booking repository's `load` takes. */
export type BookingLoadInput = BookingRepository.BookingLoadInput;

const sentinels: [BookingLoadInput, BookingLoadInput] = [
  {
    doctorId: '00000000-0000-4000-8000-00000000beef',
    reasonId: '00000000-0000-4000-8000-0000000beef1',
    patientId: '00000000-0000-4000-8000-0000000beef2',
    clientUiId: 'bench-sentinel-a',
    day: '2001-02-03',
    weekday: 6,
  },
  {
    doctorId: '00000000-0000-4000-8000-00000000cafe',
    reasonId: '00000000-0000-4000-8000-0000000cafe1',
    patientId: '00000000-0000-4000-8000-0000000cafe2',
    clientUiId: 'bench-sentinel-b',
    day: '2011-03-09',
    weekday: 3,
  },
];

/**
 * A booking's load query (the reason, the patient, a replay, the day's schedule and its version),
 * as the server's repository renders it, for the bare handler to run as is. The booking
 * statement itself needs no template: the repository's `book` sends it straight through pg.
 */
export async function bookingLoadQuery(): Promise<StatementTemplate<BookingLoadInput>> {
  const { createAppointmentsBookingRepository } = await loadServerModule<typeof BookingRepository>(
    'modules/appointments/appointments-booking.repository.ts',
  );
  return repositoryStatement('booking load query', sentinels, (db, input) => createAppointmentsBookingRepository(db).load(input));
}
