import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentSocket } from '@tabib/contracts/appointments';
import { accountSocket, type SessionEndedEvent } from '@tabib/contracts/live-events';
import type { App } from '../../app';
import { bearer, completeFirstLogin, signIn } from '../../test/auth-helpers';
import { sessionOf } from '../../test/booking-helpers';
import { settle as settleFor, socketTestApp } from '../../test/socket-helpers';

/** What an open app hears when its session is ended elsewhere (block, delete, password change). */
describe('ended sessions over socket.io', () => {
  const server = socketTestApp();
  let app: App;
  let counter = 0;
  beforeAll(() => {
    app = server.app;
  });

  async function listen(token: string, namespace: string = accountSocket.namespace) {
    const socket = await server.connect(token, namespace);
    const ended: SessionEndedEvent[] = [];
    let disconnected = false;
    socket.on(accountSocket.sessionEnded, (event: SessionEndedEvent) => ended.push(event));
    socket.on('disconnect', () => (disconnected = true));
    return { socket, ended, isDisconnected: () => disconnected };
  }

  const settle = () => settleFor(400);
  const profileWith = (token: string) =>
    app.inject({ method: 'GET', url: '/api/v1/doctors/web/backbone/retrieve-entity-profile', headers: bearer(token) });

  async function newAssistantToken() {
    const doctor = await sessionOf(app, 'doctor@tabib.test');
    const email = `socket.assistant.${counter++}@tabib.test`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/doctors/users/create',
      headers: doctor.headers,
      payload: { email, phone: '0770123456', firstName: 'Rym', lastName: 'Kaci', password: 'Assist1234' },
    });
    const oneTimeToken = (await signIn(app, email, 'Assist1234', true)).json().auth.token as string;
    // Sockets open only once the first-login steps are done.
    const token = await completeFirstLogin(app, oneTimeToken);
    return { doctor, userId: created.json().appUser._id as string, token };
  }

  it("tells a blocked assistant's sockets why, then disconnects every one of them", async () => {
    const { doctor, userId, token } = await newAssistantToken();
    const account = await listen(token);
    const calendar = await listen(token, appointmentSocket.namespace);
    const doctorAccount = await listen(doctor.token);

    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/doctors/users/block',
      headers: doctor.headers,
      payload: { userId, status: true },
    });
    expect(response.statusCode).toBe(200);
    await settle();
    expect(account.ended).toEqual([{ reason: 'blocked' }]);
    expect(account.isDisconnected()).toBe(true);
    expect(calendar.isDisconnected()).toBe(true);
    expect(doctorAccount.ended).toEqual([]);
    expect(doctorAccount.isDisconnected()).toBe(false);
    expect((await profileWith(token)).statusCode).toBe(401);
    // A new connection with the old token is refused.
    await expect(listen(token)).rejects.toThrow('TokenCoreValidationFailed');
  });

  it("tells a deleted assistant's sockets", async () => {
    const { doctor, userId, token } = await newAssistantToken();
    const account = await listen(token);
    await app.inject({ method: 'DELETE', url: `/api/v1/doctors/users/${userId}/delete`, headers: doctor.headers });
    await settle();
    expect(account.ended).toEqual([{ reason: 'deleted' }]);
    expect(account.isDisconnected()).toBe(true);
  });

  it('a password change keeps the current session and its socket, and ends the others', async () => {
    const current = await sessionOf(app, 'limited@tabib.test');
    const other = await sessionOf(app, 'limited@tabib.test');
    const currentSocket = await listen(current.token);
    const otherSocket = await listen(other.token);

    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/doctors/preferences/password',
      headers: current.headers,
      payload: { currentPassword: 'Demo.pass1', password: 'Chang3d.pass', passwordConfirm: 'Chang3d.pass' },
    });
    expect(response.json()).toEqual({ success: true, code: 'passwordChanged' });
    await settle();
    expect(otherSocket.ended).toEqual([{ reason: 'passwordChanged' }]);
    expect(otherSocket.isDisconnected()).toBe(true);
    expect(currentSocket.ended).toEqual([]);
    expect(currentSocket.isDisconnected()).toBe(false);
    expect((await profileWith(current.token)).statusCode).toBe(200);
    expect((await profileWith(other.token)).statusCode).toBe(401);
  });
});
