import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appointmentSocket, type AppointmentEvent } from '@tabib/contracts/appointments';
import type { App } from '../app';
import { settle, socketTestApp } from '../test/socket-helpers';
import { at, book, bookableReason, newPatientBooking, sessionOf, type Session } from '../test/booking-helpers';

describe('appointments over socket.io', () => {
  const server = socketTestApp();
  let app: App;
  beforeAll(() => {
    app = server.app;
  });

  async function listen(session: Session | { token: string }, namespace: string = appointmentSocket.namespace) {
    const socket = await server.connect(session.token, namespace);
    const received: AppointmentEvent[] = [];
    socket.on(
      namespace === appointmentSocket.namespace ? appointmentSocket.event : appointmentSocket.clinicEvent,
      (event: AppointmentEvent) => received.push(event),
    );
    socket.emit(appointmentSocket.join, 'ignored-user-id');
    return { socket, received };
  }

  it("acknowledges the join once the socket is in the practice's rooms: what is booked after it is heard", async () => {
    const doctor = await sessionOf(app, 'doctor@tabib.test');
    const socket = await server.connect(doctor.token, appointmentSocket.namespace);
    const received: AppointmentEvent[] = [];
    socket.on(appointmentSocket.event, (event: AppointmentEvent) => received.push(event));

    await socket.timeout(5_000).emitWithAck(appointmentSocket.join, 'ignored-user-id');
    const booked = (await book(app, doctor, newPatientBooking(bookableReason(doctor)._id, at(21, '09:40')))).json();

    await vi.waitFor(() => expect(received.map((event) => event.appointment._id)).toEqual([booked.appointment._id]), {
      timeout: 5_000,
    });
  });

  it("sends a booking to every session of the doctor's practice, and to no one else", async () => {
    const doctor = await sessionOf(app, 'doctor@tabib.test');
    const assistant = await listen(await sessionOf(app, 'assistant@tabib.test'));
    const otherDevice = await listen(doctor);
    const outsider = await listen(await sessionOf(app, 'limited@tabib.test'));
    const clinic = await listen(await sessionOf(app, 'clinic@tabib.test'));

    const booked = (await book(app, doctor, newPatientBooking(bookableReason(doctor)._id, at(21, '08:00')))).json();
    // Awaited rather than slept on: a loaded machine may take longer than a fixed pause.
    await vi.waitFor(() => expect(otherDevice.received).toHaveLength(1), { timeout: 5_000 });
    await vi.waitFor(() => expect(assistant.received).toHaveLength(1), { timeout: 5_000 });
    await settle();
    expect(assistant.received).toEqual([
      expect.objectContaining({ type: 'BOOKED', doctorId: doctor.profile._id, actorUserId: doctor.profile._id }),
    ]);
    expect(assistant.received[0]!.appointment._id).toBe(booked.appointment._id);
    expect(otherDevice.received).toHaveLength(1);
    expect(outsider.received).toEqual([]);
    expect(clinic.received).toEqual([]);

    await app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/appointments/${booked.appointment._id}/patient-arrived`,
      headers: doctor.headers,
    });
    await app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/appointments/${booked.appointment._id}/status`,
      headers: doctor.headers,
      payload: { status: 'DOCTOR_CANCELED', appointmentId: booked.appointment._id, isNotify: false },
    });
    await vi.waitFor(
      () => expect(assistant.received.map((event) => event.type)).toEqual(['BOOKED', 'PATIENT_ARRIVED', 'CANCELED']),
      { timeout: 5_000 },
    );
  });

  it("sends a clinic doctor's changes to the clinic accounts, on both namespaces", async () => {
    const clinicDoctor = await sessionOf(app, 'clinic.doctor@tabib.test');
    const clinicSession = await sessionOf(app, 'clinic@tabib.test');
    const calendar = await listen(clinicSession);
    const instant = await listen(clinicSession, appointmentSocket.clinicNamespace);
    await book(app, clinicDoctor, newPatientBooking(bookableReason(clinicDoctor)._id, at(21, '09:00')));
    await settle();
    expect(calendar.received.map((event) => event.doctorId)).toEqual([clinicDoctor.profile._id]);
    expect(instant.received.map((event) => event.type)).toEqual(['BOOKED']);
  });

  it("sends a patient's own booking of a clinic doctor to the clinic accounts, with no actor (the clinic's notice)", async () => {
    const clinicDoctor = await sessionOf(app, 'clinic.doctor2@tabib.test');
    const clinicSession = await sessionOf(app, 'clinic@tabib.test');
    const calendar = await listen(clinicSession);
    const instant = await listen(clinicSession, appointmentSocket.clinicNamespace);
    const outsider = await listen(await sessionOf(app, 'doctor@tabib.test'));
    await app.services.appointments.bookForPatient({
      doctorId: clinicDoctor.profile._id,
      reasonId: bookableReason(clinicDoctor)._id,
      type: 'cabinet',
      startAt: new Date(at(23, '10:00')),
      patient: { gender: 'MALE', firstName: 'Karim', lastName: 'Selfbooked', age: 52, phone: '+213661999001' },
      locale: 'ar',
      onOfferedGrid: true,
    });
    await settle();
    const expected = expect.objectContaining({ type: 'BOOKED', doctorId: clinicDoctor.profile._id, actorUserId: null });
    expect(calendar.received).toEqual([expected]);
    expect(instant.received).toEqual([expected]);
    expect(calendar.received[0]!.appointment.source).toBe('patient');
    expect(outsider.received).toEqual([]);
  });

  it('refuses a connection without a valid session', async () => {
    await expect(listen({ token: 'garbage' })).rejects.toThrow('TokenCoreValidationFailed');
  });
});
