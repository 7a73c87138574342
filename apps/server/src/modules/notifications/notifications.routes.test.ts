import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsPageSize, type Notification } from '@tabib/contracts/notifications';
import type { App } from '../../app';
import { notifications } from '../../db/schema/notifications';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { renderNotification } from './notification-kinds';

const api = '/api/v1/doctors/notifications';

/** Issue 15 (Notifications): the bell's three calls, each user to their own notifications. */
describe.each(testBackends())('notification calls on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let assistant: Session;
  let otherDoctor: Session;
  let clinic: Session;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    assistant = await sessionOf(app, 'asdoctor@tabib.test');
    otherDoctor = await sessionOf(app, 'limited@tabib.test');
    clinic = await sessionOf(app, 'clinic@tabib.test');
  });
  afterAll(() => app.close());

  let minute = 0;
  /** A stored notification for the session's user, each one a minute later than the one before. */
  async function stored(session: Session, overrides: Partial<typeof notifications.$inferInsert> = {}) {
    const rendered = renderNotification('edit_request_verdict', { requestSlug: 'infos', verdict: 'approved' });
    const [row] = await app.db
      .insert(notifications)
      .values({
        recipientUserId: session.profile._id,
        doctorId: session.profile._id,
        category: rendered.category,
        kind: rendered.kind,
        title: rendered.title,
        message: rendered.message,
        icon: rendered.icon,
        createdAt: new Date(Date.UTC(2026, 0, 1, 8, minute++)),
        ...overrides,
      })
      .returning();
    return row!;
  }
  const page = (session: Session, number?: number) =>
    app.inject({
      method: 'GET',
      url: `${api}/get-all-notifications-paginated${number === undefined ? '' : `?page=${number}`}`,
      headers: session.headers,
    });
  const markRead = (session: Session, id: string, payload?: object) =>
    app.inject({ method: 'PUT', url: `${api}/${id}/mark-as-read`, headers: session.headers, ...(payload ? { payload } : {}) });
  const unreadExist = (session: Session) =>
    app.inject({ method: 'GET', url: `${api}/unread-notifications-exist`, headers: session.headers });

  it("pages a user's notifications newest first, from page 1, with totalDocs, nextPage and prevPage", async () => {
    const rows = [];
    for (let index = 0; index < notificationsPageSize + 3; index++) rows.push(await stored(otherDoctor));
    const newestFirst = rows.map((row) => row.id).reverse();

    const first = await page(otherDoctor);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, totalDocs: rows.length, nextPage: 2, prevPage: null });
    expect((first.json().docs as Notification[]).map((doc) => doc._id)).toEqual(newestFirst.slice(0, notificationsPageSize));

    const second = (await page(otherDoctor, 2)).json();
    expect(second).toMatchObject({ totalDocs: rows.length, nextPage: null, prevPage: 1 });
    expect((second.docs as Notification[]).map((doc) => doc._id)).toEqual(newestFirst.slice(notificationsPageSize));

    const beyond = (await page(otherDoctor, 5)).json();
    expect(beyond).toMatchObject({ docs: [], nextPage: null, prevPage: 2 });
    expect((await page(otherDoctor, 0)).statusCode).toBe(400);
  });

  it('presents a notification with its texts in every language and no row field of its own', async () => {
    const row = await stored(doctor, { picture: 'https://tabib.test/p.png', displayStatus: null });
    const doc = ((await page(doctor)).json().docs as Notification[]).find((entry) => entry._id === row.id)!;
    expect(doc).toEqual({
      _id: row.id,
      category: 'other',
      type: 'edit_request_verdict',
      unread: true,
      title: row.title,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      picture: 'https://tabib.test/p.png',
      icon: 'profile-edit',
      appointment: null,
      display_status: null,
    });
    for (const language of ['fr', 'en', 'ar'] as const) expect(doc.title[language].length).toBeGreaterThan(0);
  });

  it("marks the user's own notification read, twice without error; unread-exist follows", async () => {
    const fresh = await sessionOf(app, 'assistant@tabib.test');
    expect((await unreadExist(fresh)).json()).toEqual({ success: true, unread_exist: false });
    const row = await stored(fresh);
    expect((await unreadExist(fresh)).json()).toEqual({ success: true, unread_exist: true });

    const read = await markRead(fresh, row.id, {});
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().notification).toMatchObject({ _id: row.id, unread: false });
    const [first] = await app.db.select().from(notifications).where(eq(notifications.id, row.id));

    const again = await markRead(fresh, row.id);
    expect(again.statusCode, again.body).toBe(200);
    const [second] = await app.db.select().from(notifications).where(eq(notifications.id, row.id));
    expect(second!.readAt).toEqual(first!.readAt);
    expect((await unreadExist(fresh)).json()).toEqual({ success: true, unread_exist: false });
  });

  it('confirms a pending payment notification read with both flags; other notifications ignore them', async () => {
    const payment = renderNotification('payment', {
      amountCentimes: 150_000,
      recordedBy: 'Sara Mansouri',
      patientName: 'Yasmine Belkacem',
    });
    const paymentRow = await stored(doctor, { ...payment, kind: 'payment', displayStatus: 'pending' });
    const onlyRead = await markRead(doctor, paymentRow.id, { payment_notification: true, confirm_payment: false });
    expect(onlyRead.json().notification).toMatchObject({ unread: false, display_status: 'pending', category: 'payment' });
    const confirmed = await markRead(doctor, paymentRow.id, { payment_notification: true, confirm_payment: true });
    expect(confirmed.json().notification).toMatchObject({ unread: false, display_status: 'confirmed' });

    const other = await stored(doctor);
    const ignored = await markRead(doctor, other.id, { payment_notification: true, confirm_payment: true });
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json().notification).toMatchObject({ unread: false, display_status: null });
  });

  it("keeps each user to their own notifications: another user's id answers notFound and stays unread", async () => {
    const doctors = await stored(doctor);
    const assistants = await stored(assistant);

    for (const [session, id] of [
      [otherDoctor, doctors.id],
      [assistant, doctors.id],
      [doctor, assistants.id],
      [doctor, randomUUID()],
    ] as const) {
      const refused = await markRead(session, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ success: false, code: 'notFound' });
    }
    const [still] = await app.db.select().from(notifications).where(eq(notifications.id, doctors.id));
    expect(still!.readAt).toBeNull();

    // the assistant reads its own list, not its doctor's
    const listed = ((await page(assistant)).json().docs as Notification[]).map((doc) => doc._id);
    expect(listed).toContain(assistants.id);
    expect(listed).not.toContain(doctors.id);
    expect((await markRead(assistant, assistants.id)).statusCode).toBe(200);
  });

  it("refuses clinic accounts without a bell the bell's list; they mark their own clinic notices read only", async () => {
    for (const response of [await page(clinic), await unreadExist(clinic)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, code: 'DoctorNotAuthorizedAction' });
    }
    const refused = await markRead(clinic, randomUUID());
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ success: false, code: 'notFound' });
    const doctors = await stored(doctor);
    expect((await markRead(clinic, doctors.id)).statusCode).toBe(404);
  });
});
