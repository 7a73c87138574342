import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { smsDeliveryReportsPath, smsReportsTokenHeader } from '@tabib/contracts/patient-notices';
import type { App } from '../../app';
import { openPostgres } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { patientNotices } from '../../db/schema/patient-notices';
import { practiceClock, practiceDay } from '../../lib/practice-time';
import { at, book, bookableReason, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp, testConfig } from '../../test/test-app';
import { openTestDatabase, testBackends } from '../../test/test-database';
import { patientNoticeJobs } from './notice-jobs';
import { startSmsGatewayStub, type SmsGatewayStub } from './sms-gateway-stub';
import { catchUpConsumers } from '../../test/patient-notices';

const hour = 60 * 60 * 1000;
const reportsToken = 'reports-secret';

function offsetClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    /** To just after this instant. */
    moveTo: (instant: Date | string) => (offset = new Date(instant).getTime() + 1000 - Date.now()),
    reset: () => (offset = 0),
  };
}

const gatewayConfig = (gateway: SmsGatewayStub) => ({
  smsGateway: { url: gateway.url, token: 'gateway-token', sender: 'Tabib', timeoutMs: 2000 },
  smsReportsToken: reportsToken,
  jobs: { ...testConfig.jobs, pollMs: 3_600_000, retryMs: 60_000 },
});

const dayBefore = (startAt: string) => practiceClock(practiceDay(new Date(new Date(startAt).getTime() - 24 * hour)), '18:00');

/** The HTTP SMS gateway adapter against a gateway on a local port, and its delivery reports. */
describe.each(testBackends())('SMS through the HTTP gateway on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let gateway: SmsGatewayStub;
  const clock = offsetClock();

  beforeAll(async () => {
    gateway = await startSmsGatewayStub();
    app = await createTestApp(backend, { now: clock.now, config: gatewayConfig(gateway) });
    doctor = await sessionOf(app, 'doctor@tabib.test');
  });
  afterAll(async () => {
    await app.close();
    await gateway.close();
  });
  beforeEach(() => {
    clock.reset();
    gateway.answerWith((sms) => ({ status: 200, body: { id: `gw-${sms.reference}` } }));
  });

  async function remindedAppointment(startAt: string) {
    const answer = await book(app, doctor, newPatientBooking(bookableReason(doctor)._id, startAt));
    expect(answer.statusCode, answer.body).toBe(201);
    await catchUpConsumers(app);
    clock.moveTo(dayBefore(startAt));
    return answer.json().appointment._id as string;
  }

  const noticesOf = (appointmentId: string) =>
    app.db
      .select()
      .from(patientNotices)
      .where(eq(patientNotices.appointmentId, appointmentId))
      .orderBy(asc(patientNotices.createdAt));

  const report = (body: object, token: string | null = reportsToken) =>
    app.inject({
      method: 'POST',
      url: `/api/v1${smsDeliveryReportsPath}`,
      headers: token === null ? {} : { [smsReportsTokenHeader]: token },
      payload: body,
    });

  it('records the gateway id, and takes the delivery reports that carry the shared secret', async () => {
    const appointmentId = await remindedAppointment(at(40, '10:00'));
    await app.jobs.runDue();
    const [notice] = await noticesOf(appointmentId);
    expect(notice).toMatchObject({ provider: 'http-gateway', providerMessageId: `gw-${notice!.id}`, status: 'unknown' });

    for (const token of [null, 'wrong-secret']) {
      const refused = await report({ reference: notice!.id, status: 'delivered' }, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, code: 'forbidden' });
    }
    expect((await noticesOf(appointmentId))[0]).toMatchObject({ status: 'unknown', statusChangedAt: null });

    const deliveredAt = '2030-01-01T10:00:05.000Z';
    const delivered = await report({ providerMessageId: `gw-${notice!.id}`, status: 'delivered', at: deliveredAt });
    expect(delivered.json()).toEqual({ success: true, updated: true });
    expect((await noticesOf(appointmentId))[0]).toMatchObject({ status: 'delivered', statusChangedAt: new Date(deliveredAt) });
    // An older report, arriving late, changes nothing; a later one does.
    expect((await report({ reference: notice!.id, status: 'failed', at: '2030-01-01T10:00:00.000Z' })).json()).toEqual({
      success: true,
      updated: false,
    });
    expect((await report({ reference: notice!.id, status: 'failed', at: '2030-01-01T10:01:00.000Z' })).json().updated).toBe(true);
    expect((await noticesOf(appointmentId))[0]!.status).toBe('failed');
    expect((await report({ reference: '00000000-0000-4000-8000-000000000000', status: 'delivered' })).json().updated).toBe(false);
    expect((await report({ status: 'delivered' })).statusCode).toBe(400);
  });

  it('tries a refused SMS again later, noting why, and sends it once it goes through', async () => {
    const appointmentId = await remindedAppointment(at(41, '10:00'));
    gateway.answerWith(() => ({ status: 503, body: { error: 'busy' } }));
    await app.jobs.runDue();
    const [failed] = await noticesOf(appointmentId);
    expect(failed).toMatchObject({ sentAt: null, error: 'SMS gateway answered 503', status: 'unknown' });
    const [sendJob] = await app.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `${patientNoticeJobs.send}:${failed!.id}`));
    expect(sendJob).toMatchObject({ attempts: 1, lastError: 'SMS gateway answered 503', doneAt: null });

    gateway.answerWith((sms) => ({ status: 200, body: { messageId: `later-${sms.reference}` } }));
    await app.jobs.runDue();
    expect(gateway.received.filter((sms) => sms.reference === failed!.id)).toHaveLength(1);
    clock.moveTo(sendJob!.runAt);
    await app.jobs.runDue();
    const [sent] = await noticesOf(appointmentId);
    expect(sent).toMatchObject({ providerMessageId: `later-${failed!.id}`, error: null });
    expect(sent!.sentAt).not.toBeNull();
    expect(gateway.received.filter((sms) => sms.reference === failed!.id)).toHaveLength(2);
    await app.jobs.runDue();
    expect(gateway.received.filter((sms) => sms.reference === failed!.id)).toHaveLength(2);
  });
});

describe.runIf(testBackends().includes('postgres'))('patient reminders with two server processes on one PostgreSQL', () => {
  let first: App;
  let second: App;
  let gateway: SmsGatewayStub;
  const clock = offsetClock();

  beforeAll(async () => {
    gateway = await startSmsGatewayStub();
    const database = await openTestDatabase('postgres');
    first = await createTestApp('postgres', { database, now: clock.now, config: gatewayConfig(gateway) });
    second = await createTestApp('postgres', {
      database: openPostgres(database.url!),
      now: clock.now,
      config: gatewayConfig(gateway),
    });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await gateway.close();
  });

  it('sends each reminder once, whichever process runs it', async () => {
    const doctor = await sessionOf(first, 'doctor@tabib.test');
    const reasonId = bookableReason(doctor)._id;
    const starts = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].map((time) => at(42, time));
    const ids: string[] = [];
    for (const startAt of starts) {
      const answer = await book(first, doctor, newPatientBooking(reasonId, startAt));
      expect(answer.statusCode, answer.body).toBe(201);
      ids.push(answer.json().appointment._id);
    }
    await Promise.all([catchUpConsumers(first), catchUpConsumers(second)]);
    clock.moveTo(dayBefore(starts[0]!));
    await Promise.all([first.jobs.runDue(), second.jobs.runDue(), first.jobs.runDue(), second.jobs.runDue()]);

    const notices = await first.db.select().from(patientNotices);
    const ours = notices.filter((notice) => ids.includes(notice.appointmentId));
    // Each appointment: its day-before reminder, one SMS.
    expect(ours.map((notice) => notice.key.split('@')[0])).toEqual(ids.map(() => 'reminder:day-before'));
    const references = gateway.received
      .map((sms) => sms.reference)
      .filter((reference) => ours.some((notice) => notice.id === reference));
    expect(references.sort()).toEqual(ours.map((notice) => notice.id).sort());
  });
});
