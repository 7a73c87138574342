import { describe, expect, it } from 'vitest';
import { notificationSocket, type NotificationsPage } from '@tabib/contracts/notifications';
import { at, book, bookableReason, newPatientBooking, sessionOf } from '../../test/booking-helpers';
import { settle, socketTestApp } from '../../test/socket-helpers';

/** Issue 15: a change made by one of the practice reaches the others' bells through the event path. */
describe('notifications made from events, heard live', () => {
  const server = socketTestApp();

  it("tells the doctor's assistant that the doctor cancelled, live and in the list; nobody hears another user's", async () => {
    const { app } = server;
    const doctor = await sessionOf(app, 'doctor@tabib.test');
    const assistant = await sessionOf(app, 'assistant@tabib.test');
    const outsider = await sessionOf(app, 'limited@tabib.test');

    const assistantSocket = await server.connect(assistant.token, notificationSocket.namespace);
    const heardByAssistant: unknown[] = [];
    assistantSocket.on(notificationSocket.event, (payload: unknown) => heardByAssistant.push(payload));
    assistantSocket.emit(notificationSocket.join, assistant.profile._id);
    // Asking for someone else's room is ignored.
    const outsiderSocket = await server.connect(outsider.token, notificationSocket.namespace);
    const heardByOutsider: unknown[] = [];
    outsiderSocket.on(notificationSocket.event, (payload: unknown) => heardByOutsider.push(payload));
    outsiderSocket.emit(notificationSocket.join, assistant.profile._id);
    await settle(100);

    const booked = (await book(app, doctor, newPatientBooking(bookableReason(doctor)._id, at(21, '15:00')))).json();
    const id = booked.appointment._id as string;
    const canceled = await app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/appointments/${id}/status`,
      headers: doctor.headers,
      payload: { status: 'DOCTOR_CANCELED', appointmentId: id, isNotify: false },
    });
    expect(canceled.statusCode).toBe(200);

    await expect.poll(() => heardByAssistant.length, { timeout: 5000 }).toBe(1);
    expect(heardByOutsider).toEqual([]);
    const page = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/doctors/notifications/get-all-notifications-paginated?page=1',
        headers: assistant.headers,
      })
    ).json() as NotificationsPage;
    expect(page.docs[0]).toMatchObject({ type: 'doctor_cancel_appointment_for_patient', unread: true, appointment: id });
    expect(heardByAssistant[0]).toEqual({ notificationId: page.docs[0]!._id });
    // The doctor made the change: nothing for them.
    const doctorPage = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/doctors/notifications/get-all-notifications-paginated?page=1',
        headers: doctor.headers,
      })
    ).json() as NotificationsPage;
    expect(doctorPage.docs.some((notification) => notification.appointment === id)).toBe(false);
  });
});
