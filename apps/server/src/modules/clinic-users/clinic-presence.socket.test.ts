import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clinicMembersChangedEventSchema,
  clinicPresenceEventSchema,
  type ClinicPresenceEvent,
} from '@tabib/contracts/clinic-users';
import { appointmentSocket } from '@tabib/contracts/appointments';
import { accountSocket, type SessionEndedEvent } from '@tabib/contracts/live-events';
import type { App } from '../../app';
import { users } from '../../db/schema/accounts';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { settle, socketTestApp } from '../../test/socket-helpers';
import { testBackends } from '../../test/test-database';
import { clinicUsersCalls, freshEmail, onboardedSession } from './clinic-users-test-helpers';

/** work_status follows the doctor's open sockets, and the clinic's pages hear it change. */
describe.each(testBackends())('clinic presence on %s', (backend) => {
  const server = socketTestApp(backend);
  let app: App;
  let admin: Session;
  let calls: ReturnType<typeof clinicUsersCalls>;
  const presence: ClinicPresenceEvent[] = [];
  const membersChanged: unknown[] = [];

  beforeAll(async () => {
    app = server.app;
    calls = clinicUsersCalls(app);
    admin = await sessionOf(app, 'clinic@tabib.test');
    const clinicPage = await server.connect(admin.token, accountSocket.namespace);
    clinicPage.on(accountSocket.clinicPresence, (payload: unknown) => presence.push(clinicPresenceEventSchema.parse(payload)));
    clinicPage.on(accountSocket.clinicMembersChanged, (payload: unknown) =>
      membersChanged.push(clinicMembersChangedEventSchema.parse(payload)),
    );
  });

  const workStatusOf = async (doctorId: string) =>
    (await app.db.select({ workStatus: users.workStatus }).from(users).where(eq(users.id, doctorId)))[0]!.workStatus;

  /** Waits for the presence reconciliations and the events they log to reach the sockets. */
  const settled = async () => {
    await settle(50);
    await app.services.clinicPresence.settle();
    await settle();
  };

  async function addedDoctor() {
    const response = await calls.create(admin, {
      type: 'doctor',
      email: freshEmail('presence.doctor'),
      firstName: 'Sofiane',
      lastName: 'Present',
    });
    expect(response.statusCode, response.body).toBe(200);
    const doctor = await onboardedSession(app, response.json().entity.email);
    return { id: response.json().entity._id as string, session: doctor };
  }

  it('a seeded "work" with no socket open went back to off when the server started', async () => {
    const [rachid] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'clinic.doctor@tabib.test'));
    expect(await workStatusOf(rachid!.id)).toBe('off');
  });

  it('sets a clinic doctor online with their first socket and off with their last, telling the clinic each time', async () => {
    const doctor = await addedDoctor();
    await settled();
    expect(membersChanged).toContainEqual({ type: 'doctor', userId: doctor.id });
    presence.length = 0;

    const account = await server.connect(doctor.session.token, accountSocket.namespace);
    const calendar = await server.connect(doctor.session.token, appointmentSocket.namespace);
    await settled();
    expect(await workStatusOf(doctor.id)).toBe('work');
    expect(presence).toEqual([{ doctorId: doctor.id, work_status: 'work' }]);
    expect((await calls.stats(admin)).json().stats.onlineDoctors).toBe(1);
    expect(
      (await calls.list(admin, { work_status: 'work' })).json().entities.map((entity: { _id: string }) => entity._id),
    ).toEqual([doctor.id]);

    // one socket closes, another is still open: still online, nothing said
    account.close();
    await settled();
    expect(await workStatusOf(doctor.id)).toBe('work');
    expect(presence).toHaveLength(1);

    calendar.close();
    await settled();
    expect(await workStatusOf(doctor.id)).toBe('off');
    expect(presence).toEqual([
      { doctorId: doctor.id, work_status: 'work' },
      { doctorId: doctor.id, work_status: 'off' },
    ]);
  });

  it("leaves an independent doctor's status alone", async () => {
    const doctor = await sessionOf(app, 'doctor@tabib.test');
    const before = await workStatusOf(doctor.profile._id);
    const socket = await server.connect(doctor.token, accountSocket.namespace);
    await settled();
    socket.close();
    await settled();
    expect(await workStatusOf(doctor.profile._id)).toBe(before);
    expect(presence.map((event) => event.doctorId)).not.toContain(doctor.profile._id);
  });

  it('puts the status right when another process set it off while a socket is open here', async () => {
    const doctor = await addedDoctor();
    await server.connect(doctor.session.token, accountSocket.namespace);
    await settled();
    expect(await workStatusOf(doctor.id)).toBe('work');
    // what a process without this doctor's socket does when one closes there
    const [row] = await app.db.select({ clinicId: users.clinicId }).from(users).where(eq(users.id, doctor.id));
    await app.services.clinicPresence.reconcile({ id: doctor.id, clinicId: row!.clinicId! }, async () => false);
    await settled();
    expect(await workStatusOf(doctor.id)).toBe('work');
  });

  it("ends a deleted doctor's sockets at once, and the doctor goes off", async () => {
    const doctor = await addedDoctor();
    const socket = await server.connect(doctor.session.token, accountSocket.namespace);
    const ended: SessionEndedEvent[] = [];
    let disconnected = false;
    socket.on(accountSocket.sessionEnded, (event: SessionEndedEvent) => ended.push(event));
    socket.on('disconnect', () => (disconnected = true));
    await settled();
    presence.length = 0;

    expect((await calls.deleteDoctor(admin, doctor.id)).statusCode).toBe(200);
    await settled();
    expect(ended).toEqual([{ reason: 'deleted' }]);
    expect(disconnected).toBe(true);
    expect(await workStatusOf(doctor.id)).toBe('off');
    expect(membersChanged).toContainEqual({ type: 'doctor', userId: doctor.id });
  });

  it("ends a deleted user's sockets at once", async () => {
    const response = await calls.create(admin, {
      type: 'user',
      email: freshEmail('presence.member'),
      firstName: 'Lyes',
      lastName: 'Membre',
    });
    const member = await onboardedSession(app, response.json().entity.email, { clinic: true });
    const socket = await server.connect(member.token, appointmentSocket.clinicNamespace);
    let disconnected = false;
    socket.on('disconnect', () => (disconnected = true));
    expect((await calls.deleteUser(admin, response.json().entity._id)).statusCode).toBe(200);
    await settled();
    expect(disconnected).toBe(true);
  });
});
