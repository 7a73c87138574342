import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { appointmentSocket, type AppointmentEvent } from '@tabib/contracts/appointments';
import { accountSocket, type SessionEndedEvent } from '@tabib/contracts/live-events';
import type { App } from '../app';
import { at, book, bookableReason, newPatientBooking, sessionOf } from '../test/booking-helpers';
import { settle } from '../test/socket-helpers';
import { testBackends } from '../test/test-database';
import { connected, twoProcesses } from '../test/two-processes';
import { clusterAdapterOptions } from './cluster-adapter';
import { userRoom } from './rooms';

const eventually = (check: () => boolean) => expect.poll(check, { timeout: 5000, interval: 20 }).toBe(true);

const attachmentCount = async (app: App) =>
  (
    (await app.db.execute(sql.raw(`select count(*)::int as n from ${clusterAdapterOptions.tableName}`))) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

/** Issue 19: two server processes on one PostgreSQL, a socket on either. Only PostgreSQL is shared. */
describe.runIf(testBackends().includes('postgres'))('realtime across two server processes on one PostgreSQL', () => {
  const processes = twoProcesses();

  async function listen(on: App, token: string, namespace: string) {
    const socket = processes.open(on, namespace, { token });
    const booked: AppointmentEvent[] = [];
    const ended: SessionEndedEvent[] = [];
    const heard: unknown[] = [];
    socket.on(appointmentSocket.event, (event: AppointmentEvent) => booked.push(event));
    socket.on(accountSocket.sessionEnded, (event: SessionEndedEvent) => ended.push(event));
    socket.on('test.heard', (payload: unknown) => heard.push(payload));
    await connected(socket);
    return { socket, booked, ended, heard };
  }

  it('a booking answered by one process reaches the calendar sockets of both, each exactly once', async () => {
    const { a, b } = processes;
    const doctor = await sessionOf(a, 'doctor@tabib.test');
    const onA = await listen(a, doctor.token, appointmentSocket.namespace);
    const onB = await listen(b, (await sessionOf(b, 'assistant@tabib.test')).token, appointmentSocket.namespace);

    const answer = await book(a, doctor, newPatientBooking(bookableReason(doctor)._id, at(21, '09:00')));
    expect(answer.statusCode, answer.body).toBe(201);
    const id = answer.json().appointment._id as string;
    const copies = (events: AppointmentEvent[]) => events.filter((event) => event.appointment._id === id).length;
    await eventually(() => copies(onA.booked) === 1 && copies(onB.booked) === 1);
    await settle(500);
    expect([copies(onA.booked), copies(onB.booked)]).toEqual([1, 1]);
  });

  it("a sign-out on one process ends the session's sockets on the other, telling them once", async () => {
    const { a, b } = processes;
    const session = await sessionOf(a, 'doctor@tabib.test');
    const otherDevice = await sessionOf(b, 'doctor@tabib.test');
    const account = await listen(b, session.token, accountSocket.namespace);
    const calendar = await listen(b, session.token, appointmentSocket.namespace);
    const lasting = await listen(a, otherDevice.token, accountSocket.namespace);

    const answer = await a.inject({ method: 'POST', url: '/api/v1/doctors/logout', headers: session.headers });
    expect(answer.json()).toEqual({ success: true, code: 'loggedOut' });
    await eventually(() => account.socket.disconnected && calendar.socket.disconnected);
    await settle(300);
    expect(account.ended).toEqual([{ reason: 'logout' }]);
    expect(lasting.socket.connected).toBe(true);
  });

  it("carries a message over NOTIFY's limit through the attachments table", async () => {
    const { a, b } = processes;
    const assistant = await sessionOf(b, 'assistant@tabib.test');
    const onB = await listen(b, assistant.token, accountSocket.namespace);
    const before = await attachmentCount(a);
    const large = 'x'.repeat(clusterAdapterOptions.payloadThreshold + 1);

    a.io.of(accountSocket.namespace).to(userRoom(assistant.profile._id)).emit('test.heard', large);
    await eventually(() => onB.heard.length === 1);
    expect(onB.heard).toEqual([large]);
    expect(await attachmentCount(a)).toBe(before + 1);
  });

  it('goes on relaying after its LISTEN connections are cut', async () => {
    const { a, b } = processes;
    const assistant = await sessionOf(b, 'assistant@tabib.test');
    const onB = await listen(b, assistant.token, accountSocket.namespace);
    const cut = await a.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN "socket.io#%'`,
    );
    expect((cut as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(2);

    // The adapter listens again after a second or two: until then what is broadcast is lost.
    await expect
      .poll(
        () => {
          a.io.of(accountSocket.namespace).to(userRoom(assistant.profile._id)).emit('test.heard', 'again');
          return onB.heard.length > 0;
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(true);
  });
});
