import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema/accounts';
import { appointments } from '../../db/schema/appointments';
import { patientNotices } from '../../db/schema/patient-notices';
import { practiceDay, practiceDayBounds } from '../../lib/practice-time';
import { at, bookableReason, sessionOf, type Session } from '../../test/booking-helpers';
import { testBackends } from '../../test/test-database';
import { callTestApp, type BookingOptions } from './call-test-app';

const ice = {
  servers: [{ urls: ['stun:stun.tabib.test:3478'] }, { urls: ['turn:turn.tabib.test:3478'] }],
  turnSecret: 'turn-shared-secret',
  transportPolicy: 'all' as const,
};

/** Issue 16: the patient's join link (no session) and the doctor's do-call-immediately. */
describe.each(testBackends())("the patient's side of a call on %s", (backend) => {
  const call = callTestApp(backend, ice);
  const { clock } = call;
  let app: App;
  let doctor: Session;
  beforeAll(() => ({ app, doctor } = call.ready));

  async function booked(session: Session, options: BookingOptions = {}) {
    const appointment = await call.booked(session, options);
    const token = await app.services.teleconsultation.patientToken(appointment._id, new Date(appointment.startAt));
    return { ...appointment, token };
  }

  const lookup = (token: string) => app.inject({ method: 'GET', url: `/api/v1/public/videocall/${token}` });
  const codeOf = async (response: Promise<{ statusCode: number; json: () => { code: string } }>) => {
    const answer = await response;
    return `${answer.statusCode} ${answer.json().code}`;
  };
  const setStatus = (id: string, status: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/appointments/${id}/status`,
      headers: doctor.headers,
      payload: { status, appointmentId: id, isNotify: false },
    });
  const callNow = (session: Session | null, appointment: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/doctors/teleconsulta/do-call-immediately',
      headers: session?.headers ?? {},
      payload: { appointment },
    });

  it("answers today's join link with the doctor, the time and what the call needs, nothing about health", async () => {
    const appointment = await booked(doctor);
    const answer = await lookup(appointment.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const endOfDay = practiceDayBounds(practiceDay(clock)).end;
    const username = `${Math.floor(endOfDay.getTime() / 1000)}:${appointment._id}`;
    expect(answer.json()).toEqual({
      success: true,
      code: 'callJoin',
      doctor: { title: 'Dr', firstName: 'Amine', lastName: 'Benali', picture: null },
      patient: { firstName: 'Nour' },
      appointment: { startAt: appointment.startAt, duration: 20, status: 'BOOKED', isToday: true },
      timeZone: 'Africa/Algiers',
      callToken: appointment.token,
      iceServers: [
        { urls: ['stun:stun.tabib.test:3478'] },
        {
          urls: ['turn:turn.tabib.test:3478'],
          username,
          credential: createHmac('sha1', ice.turnSecret).update(username).digest('base64'),
        },
      ],
      iceTransportPolicy: 'all',
      expiresAt: endOfDay.toISOString(),
    });
    expect(answer.headers['cache-control']).toBe('no-store');
    // No reason, no patient's last name nor phone.
    expect(answer.body).not.toMatch(/Téléconsultation|Test|\+213/);
  });

  it('says the day of an appointment still to come, without the means to call', async () => {
    const tomorrow = await booked(doctor, { days: 1 });
    const answer = await lookup(tomorrow.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      code: 'CallDateMustBeTODAY',
      appointment: { startAt: tomorrow.startAt, isToday: false },
      callToken: null,
      iceServers: [],
    });
  });

  it("refuses another key's token, a forged or expired one, and one that names no teleconsultation", async () => {
    const appointment = await booked(doctor);
    // The doctor's token of the same call is not a join link.
    const details = await app.inject({
      method: 'GET',
      url: `/api/v1/doctors/teleconsulta/call-details/${appointment._id}`,
      headers: doctor.headers,
    });
    expect(await codeOf(lookup(details.json().agoraAccessToken))).toBe('404 callLinkNotFound');
    expect(await codeOf(lookup(await app.services.cancelLinks.tokenFor(appointment._id, new Date(appointment.startAt))))).toBe(
      '404 callLinkNotFound',
    );
    // Another appointment's id put in this token: its signature no longer holds.
    const other = await booked(doctor);
    const bytes = Buffer.from(appointment.token, 'base64url');
    Buffer.from(other._id.replaceAll('-', ''), 'hex').copy(bytes, 0);
    expect(await codeOf(lookup(bytes.toString('base64url')))).toBe('404 callLinkNotFound');
    expect(await codeOf(lookup('not-a-token'))).toBe('404 callLinkNotFound');
    expect(await codeOf(lookup('x'.repeat(65)))).toBe('400 validationFailed');
    // Yesterday's link has expired.
    const yesterday = await app.services.teleconsultation.patientToken(appointment._id, new Date(at(-1, '10:00')));
    expect(await codeOf(lookup(yesterday))).toBe('404 callLinkNotFound');
    // A visit at the office has no call.
    const cabinet = await booked(doctor, { type: 'cabinet', reason: bookableReason(doctor)._id });
    expect(await codeOf(lookup(cabinet.token))).toBe('404 callLinkNotFound');
  });

  it('refuses the link once the call is over (replayed after it), or when cancelled', async () => {
    const appointment = await booked(doctor);
    const left = await app.inject({
      method: 'POST',
      url: '/api/v1/doctors/teleconsulta/leave',
      headers: doctor.headers,
      payload: { appointment: appointment._id, duration: 300 },
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(await codeOf(lookup(appointment.token))).toBe('409 CallAlreadyDone');

    const cancelled = await booked(doctor);
    expect((await setStatus(cancelled._id, 'DOCTOR_CANCELED')).statusCode).toBe(200);
    expect(await codeOf(lookup(cancelled.token))).toBe('409 CannotCallStatusUnauthorized');
  });

  it("answers another practice's link with that practice's doctor only", async () => {
    const theirs = await sessionOf(app, 'clinic.doctor@tabib.test');
    const reason = theirs.profile.consultationReasons.find((item) => item.title.fr === 'Téléconsultation')!._id;
    const appointment = await booked(theirs, { reason });
    const answer = await lookup(appointment.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().doctor.lastName).not.toBe('Benali');
  });

  it("sends the patient the join link now (call_now), once per minute of clicking, shown in the notices' trace", async () => {
    const appointment = await booked(doctor);
    const sent = await callNow(doctor, appointment._id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      code: 'callNowSent',
      url: expect.stringMatching(/^http:\/\/tabib\.test\/rendez-vous\//),
    });
    expect((await callNow(doctor, appointment._id)).statusCode).toBe(200);
    await app.jobs.runDue();

    const notices = await app.db.select().from(patientNotices).where(eq(patientNotices.appointmentId, appointment._id));
    // The booking's confirmation (a teleconsultation's carries the link), then one call_now for two clicks.
    expect(notices.map((notice) => [notice.kind, notice.channel]).sort()).toEqual([
      ['call_now', 'sms'],
      ['confirmation', 'sms'],
    ]);
    const callNowNotice = notices.find((notice) => notice.kind === 'call_now')!;
    const link =
      /^Dr Amine Benali vous attend pour votre téléconsultation\. Pour rejoindre la téléconsultation : http:\/\/tabib\.test\/rendez-vous\/([\w-]{8})$/.exec(
        callNowNotice.body,
      );
    expect(link, callNowNotice.body).not.toBeNull();
    // The doctor is shown the link the patient was sent.
    expect(sent.json().url).toBe(`http://tabib.test/rendez-vous/${link![1]}`);
    const resolved = await app.inject({
      method: 'GET',
      url: `/api/v1/doctors/services/shortner/rendez-vous-shortner?id=${link![1]}`,
    });
    expect(resolved.json().url).toBe(`/visio/${appointment.token}?lang=fr`);

    const trace = await app.inject({
      method: 'GET',
      url: `/api/v1/doctors/appointments/${appointment._id}/notices`,
      headers: doctor.headers,
    });
    expect(trace.json().notices).toContainEqual(
      expect.objectContaining({ display: 'call_now', kind: 'call_now', channel: 'sms' }),
    );
  });

  it('calls in under the call details’ rules, with their codes', async () => {
    const cabinet = await booked(doctor, { type: 'cabinet', reason: bookableReason(doctor)._id });
    expect(await codeOf(callNow(doctor, cabinet._id))).toBe('400 AppointmentDoNotTeleconsultationService');
    const tomorrow = await booked(doctor, { days: 1 });
    expect(await codeOf(callNow(doctor, tomorrow._id))).toBe('400 CallDateMustBeTODAY');
    const cancelled = await booked(doctor);
    expect((await setStatus(cancelled._id, 'DOCTOR_CANCELED')).statusCode).toBe(200);
    expect(await codeOf(callNow(doctor, cancelled._id))).toBe('409 CannotCallStatusUnauthorized');
    const done = await booked(doctor);
    expect((await setStatus(done._id, 'DONE')).statusCode).toBe(200);
    expect(await codeOf(callNow(doctor, done._id))).toBe('409 CallAlreadyDone');

    const ours = await booked(doctor);
    const otherPractice = await sessionOf(app, 'clinic.doctor@tabib.test');
    expect(await codeOf(callNow(otherPractice, ours._id))).toBe('404 appointmentNotFound');
    expect(await codeOf(callNow(await sessionOf(app, 'assistant@tabib.test'), ours._id))).toBe('403 DoctorNotAuthorizedAction');
    expect(await codeOf(callNow(null, ours._id))).toBe('401 TokenCoreValidationFailed');
    expect(await codeOf(callNow(doctor, 'not-an-id'))).toBe('400 validationFailed');
    expect(await codeOf(callNow(doctor, '00000000-0000-4000-8000-000000000000'))).toBe('404 appointmentNotFound');

    const other = await sessionOf(app, 'clinic.doctor3@tabib.test');
    const theirs = await booked(other, { type: 'cabinet', reason: bookableReason(other)._id });
    await app.db.update(appointments).set({ type: 'visio' }).where(eq(appointments.id, theirs._id));
    await app.db.update(users).set({ telemedicineAllowed: false }).where(eq(users.id, other.profile._id));
    expect(await codeOf(callNow(other, theirs._id))).toBe('403 DoctorTeleconsultationUnauthorizedAction');

    // None of the refused calls made a notice.
    await app.jobs.runDue();
    const made = await app.db
      .select({ appointmentId: patientNotices.appointmentId })
      .from(patientNotices)
      .where(eq(patientNotices.kind, 'call_now'));
    for (const refused of [cabinet, tomorrow, cancelled, done, ours, theirs]) {
      expect(made.map((row) => row.appointmentId)).not.toContain(refused._id);
    }
  });
});
