import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { appointmentSocket } from '@tabib/contracts/appointments';
import { accountSocket, type SessionEndedEvent } from '@tabib/contracts/live-events';
import type { App } from '../app';
import { hashToken } from '../lib/tokens';
import { at, book, bookableReason, newPatientBooking, sessionOf } from '../test/booking-helpers';
import { settle, socketTestApp } from '../test/socket-helpers';
import { testBackends } from '../test/test-database';

/** A socket lives no longer than its session: logout, expiry, a reset by e-mail link. */
describe.each(testBackends())('session sockets on %s', (backend) => {
  const server = socketTestApp(backend);
  let app: App;
  beforeAll(() => {
    app = server.app;
  });

  async function listen(token: string, namespace: string = accountSocket.namespace) {
    const socket = await server.connect(token, namespace);
    const ended: SessionEndedEvent[] = [];
    const booked: unknown[] = [];
    let disconnected = false;
    socket.on(accountSocket.sessionEnded, (event: SessionEndedEvent) => ended.push(event));
    socket.on(appointmentSocket.event, (event: unknown) => booked.push(event));
    socket.on('disconnect', () => (disconnected = true));
    return { socket, ended, booked, isDisconnected: () => disconnected };
  }

  const logout = (headers: Record<string, string>) => app.inject({ method: 'POST', url: '/api/v1/doctors/logout', headers });

  it("ends the logged-out session's sockets, and no other session's", async () => {
    const session = await sessionOf(app, 'doctor@tabib.test');
    const otherDevice = await sessionOf(app, 'doctor@tabib.test');
    const account = await listen(session.token);
    const calendar = await listen(session.token, appointmentSocket.namespace);
    const otherCalendar = await listen(otherDevice.token, appointmentSocket.namespace);

    expect((await logout(session.headers)).json()).toEqual({ success: true, code: 'loggedOut' });
    await settle();
    expect(account.ended).toEqual([{ reason: 'logout' }]);
    expect(account.isDisconnected()).toBe(true);
    expect(calendar.isDisconnected()).toBe(true);
    expect(otherCalendar.isDisconnected()).toBe(false);

    await book(app, otherDevice, newPatientBooking(bookableReason(otherDevice)._id, at(22, '08:00')));
    await settle();
    expect(otherCalendar.booked).toHaveLength(1);
    expect(calendar.booked).toEqual([]);
    await expect(listen(session.token)).rejects.toThrow('TokenCoreValidationFailed');
  });

  it('ends a socket that left its practice rooms (the calendar does when it closes) all the same', async () => {
    const session = await sessionOf(app, 'asdoctor@tabib.test');
    const calendar = await listen(session.token, appointmentSocket.namespace);
    calendar.socket.emit(appointmentSocket.leave);
    await settle(100);
    await logout(session.headers);
    await settle();
    expect(calendar.isDisconnected()).toBe(true);
  });

  it('tells the sockets of a session that expires, and disconnects them then', async () => {
    const session = await sessionOf(app, 'assistant@tabib.test');
    const lasting = await listen((await sessionOf(app, 'assistant@tabib.test')).token);
    await app.db.execute(
      sql`update sessions set expires_at = now() + interval '2 seconds' where token_hash = ${hashToken(session.token)}`,
    );
    const account = await listen(session.token);
    const calendar = await listen(session.token, appointmentSocket.namespace);

    await settle(500);
    expect(account.isDisconnected()).toBe(false);
    await settle(2000);
    expect(account.ended).toEqual([{ reason: 'expired' }]);
    expect(account.isDisconnected()).toBe(true);
    expect(calendar.isDisconnected()).toBe(true);
    expect(lasting.isDisconnected()).toBe(false);
  });

  it("ends every session's sockets when the password is reset by e-mail link", async () => {
    const account = await listen((await sessionOf(app, 'clinic.doctor3@tabib.test')).token);
    await app.inject({ method: 'POST', url: '/api/v1/doctors/forgot-password', payload: { email: 'clinic.doctor3@tabib.test' } });
    await app.services.backgroundWork.drain();
    const [email] = (
      (await app.db.execute(
        sql`select text from outbound_emails where recipient = 'clinic.doctor3@tabib.test' order by created_at desc limit 1`,
      )) as unknown as { rows: { text: string }[] }
    ).rows;
    const token = /reset-password\?token=([\w-]+)/.exec(email!.text)![1]!;

    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/doctors/reset-password',
      payload: { token, password: 'Brand.new1' },
    });
    expect(reset.statusCode).toBe(200);
    await settle();
    expect(account.ended).toEqual([{ reason: 'passwordChanged' }]);
    expect(account.isDisconnected()).toBe(true);
  });

  it('opens no socket to a session whose account has not done its first-login steps', async () => {
    const { token } = await sessionOf(app, 'newdoctor@tabib.test');
    for (const namespace of [accountSocket.namespace, appointmentSocket.namespace, appointmentSocket.clinicNamespace]) {
      await expect(listen(token, namespace)).rejects.toThrow('firstLoginRequired');
    }
  });

  it('refuses every connection to the root namespace', async () => {
    const { token } = await sessionOf(app, 'doctor@tabib.test');
    await expect(listen(token, '/')).rejects.toThrow('notFound');
    await expect(listen('garbage', '/')).rejects.toThrow('notFound');
  });
});
