import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentSocket } from '@tabib/contracts/appointments';
import { accountSocket, type SessionEndedEvent } from '@tabib/contracts/live-events';
import type { App } from '../../app';
import { signIn } from '../../test/auth-helpers';
import { at, book, bookableReason, newPatientBooking, sessionOf } from '../../test/booking-helpers';
import { settle, socketTestApp } from '../../test/socket-helpers';
import { testBackends } from '../../test/test-database';

/**
 * Blocking a doctor shuts out the accounts that act only for that doctor: its assistants, plain
 * or acting as doctor. Their sessions and sockets end at once, they cannot sign in while the block
 * lasts, and an unblock lets them sign in again.
 */
describe.each(testBackends())('a blocked doctor and its assistants on %s', (backend) => {
  const server = socketTestApp(backend);
  let app: App;
  beforeAll(() => {
    app = server.app;
  });

  async function doctorIdOf(email: string) {
    return (await sessionOf(app, email)).profile._id;
  }

  it("ends the assistants' sessions and sockets, refuses their sign-in and bookings until the doctor is unblocked", async () => {
    const doctorId = await doctorIdOf('doctor@tabib.test');
    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    const assistant = await sessionOf(app, 'assistant@tabib.test');
    const reason = bookableReason(asDoctor)._id;
    const first = await book(app, asDoctor, newPatientBooking(reason, at(60, '13:00')));
    expect(first.statusCode, first.body).toBe(201);

    const socket = await server.connect(asDoctor.token, accountSocket.namespace);
    const calendar = await server.connect(asDoctor.token, appointmentSocket.namespace);
    const ended: SessionEndedEvent[] = [];
    socket.on(accountSocket.sessionEnded, (event: SessionEndedEvent) => ended.push(event));

    await app.services.users.blockAccount(doctorId, true);
    await settle();
    expect(ended).toEqual([{ reason: 'blocked' }]);
    expect(socket.connected).toBe(false);
    expect(calendar.connected).toBe(false);

    for (const session of [asDoctor, assistant]) {
      const booking = await book(app, session, newPatientBooking(reason, at(60, '14:00')));
      expect(booking.statusCode).toBe(401);
      expect(booking.json().code).toBe('TokenCoreValidationFailed');
    }
    for (const email of ['asdoctor@tabib.test', 'assistant@tabib.test']) {
      const refused = await signIn(app, email);
      expect(refused.statusCode, email).toBe(403);
      expect(refused.json().code).toBe('accountBlocked');
    }
    // another practice's accounts are not touched
    expect((await signIn(app, 'clinic.doctor@tabib.test')).statusCode).toBe(200);

    await app.services.users.blockAccount(doctorId, false);
    const again = await sessionOf(app, 'asdoctor@tabib.test');
    expect((await book(app, again, newPatientBooking(reason, at(60, '15:00')))).statusCode).toBe(201);
  });

  it('blocking an assistant leaves its doctor and the other assistants signed in', async () => {
    const doctor = await sessionOf(app, 'doctor@tabib.test');
    const assistant = await sessionOf(app, 'assistant@tabib.test');
    const asDoctorId = (await sessionOf(app, 'asdoctor@tabib.test')).profile._id;
    await app.services.users.blockAccount(asDoctorId, true);
    for (const session of [doctor, assistant]) {
      const profile = await app.inject({
        method: 'GET',
        url: '/api/v1/doctors/web/backbone/retrieve-entity-profile',
        headers: session.headers,
      });
      expect(profile.statusCode).toBe(200);
    }
    await app.services.users.blockAccount(asDoctorId, false);
  });
});
