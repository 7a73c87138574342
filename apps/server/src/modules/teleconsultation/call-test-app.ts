import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../app';
import type { IceConfig } from '../../config';
import { at, book, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import type { TestBackend } from '../../test/test-database';

export interface BookingOptions {
  days?: number;
  type?: 'visio' | 'cabinet';
  reason?: string;
}

/**
 * The call route tests' app (registers its own beforeAll/afterAll): a clock at 08:00 of today, so
 * that today's visits are still ahead; doctor@'s session and teleconsultation reason; bookings in
 * evening slots past the demo practice's seeded day, each the next 20 minutes.
 */
export function callTestApp(backend: TestBackend, ice: IceConfig) {
  const clock = new Date(at(0, '08:00'));
  let slot = 0;
  const nextSlot = () => {
    const minutes = 17 * 60 + 20 * slot++;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  };
  const ready = {} as { app: App; doctor: Session; visioReason: string };

  beforeAll(async () => {
    ready.app = await createTestApp(backend, { now: () => clock, config: { ice } });
    ready.doctor = await sessionOf(ready.app, 'doctor@tabib.test');
    ready.visioReason = ready.doctor.profile.consultationReasons.find((reason) => reason.title.fr === 'Téléconsultation')!._id;
  });
  afterAll(() => ready.app.close());

  /** A new patient's appointment (a teleconsultation unless said otherwise) of today or `days` ahead. */
  async function booked(session: Session, options: BookingOptions = {}) {
    const startAt = at(options.days ?? 0, nextSlot());
    const answer = await book(
      ready.app,
      session,
      newPatientBooking(options.reason ?? ready.visioReason, startAt, { type: options.type ?? 'visio' }),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    return { ...(answer.json().appointment as { _id: string; patient: { _id: string } }), startAt };
  }

  return { clock, ready, booked };
}
