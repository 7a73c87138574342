import { describe, expect, it, vi } from 'vitest';
import { accountSocket, type PracticeChangedEvent } from '@tabib/contracts/live-events';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { settle, socketTestApp } from '../../test/socket-helpers';
import { testBackends } from '../../test/test-database';

/** The Users page open in another session of the practice reads the list again when an assistant changes. */
describe.each(testBackends())("the practice's users, live, on %s", (backend) => {
  const server = socketTestApp(backend);

  async function listen(session: Session) {
    const socket = await server.connect(session.token, accountSocket.namespace);
    const heard: PracticeChangedEvent[] = [];
    socket.on(accountSocket.practiceUsersChanged, (event: PracticeChangedEvent) => heard.push(event));
    return { socket, heard };
  }

  it("tells the practice's sessions of an assistant added, given full rights, blocked and deleted; no other practice", async () => {
    const { app } = server;
    const doctor = await sessionOf(app, 'doctor@tabib.test');
    const practice = await listen(await sessionOf(app, 'doctor@tabib.test'));
    const other = await listen(await sessionOf(app, 'limited@tabib.test'));
    const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
      const answer = await app.inject({
        method,
        url: `/api/v1/doctors/users${url}`,
        headers: doctor.headers,
        ...(payload ? { payload } : {}),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const heardAfter = async (count: number) =>
      vi.waitFor(() => expect(practice.heard).toEqual(Array(count).fill({ doctorId: doctor.profile._id })));

    const created = await call('POST', '/create', {
      email: `users.live.${Date.now()}@tabib.test`,
      phone: '0770123456',
      firstName: 'Lina',
      lastName: 'Haddad',
      password: 'Assist1234',
      position: 'AS-DOCTOR',
    });
    await heardAfter(1);
    const id = created.appUser._id as string;
    await call('PUT', `/${id}/allow-all`, { allowAll: true });
    await heardAfter(2);
    await call('PUT', '/block', { userId: id, status: true });
    await heardAfter(3);
    await call('DELETE', `/${id}/delete`);
    await heardAfter(4);

    await settle();
    expect(other.heard).toEqual([]);
    practice.socket.close();
    other.socket.close();
  });
});
