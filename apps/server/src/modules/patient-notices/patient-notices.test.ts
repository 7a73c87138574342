import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, like } from 'drizzle-orm';
import type { App } from '../../app';
import { users } from '../../db/schema/accounts';
import { appointments } from '../../db/schema/appointments';
import { jobs } from '../../db/schema/jobs';
import { outboundEmails } from '../../db/schema/mail';
import type { FamilyMemberInput } from '@tabib/contracts/patients';
import { patientNotices } from '../../db/schema/patient-notices';
import { scheduleJob } from '../../jobs/job-queue';
import { practiceClock, practiceDay, practiceDayBounds } from '../../lib/practice-time';
import { at, book, bookableReason, freshPhone, newPatientBooking, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp, testConfig } from '../../test/test-app';
import { settlePatientNotices } from '../../test/patient-notices';
import { testBackends } from '../../test/test-database';
import { runOperatorCommand } from '../operator/operator.service';
import { patientNoticeJobs } from './notice-jobs';
import { startSmsGatewayStub, type SmsGatewayStub } from './sms-gateway-stub';

const hour = 60 * 60 * 1000;

/** Issue 15: what a patient is told about an appointment, and when. */
describe.each(testBackends())('patient notices on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let reasonId: string;
  let gateway: SmsGatewayStub;
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  /** Moves the app's clock to just after this instant. */
  const moveClockTo = (instant: Date) => (offset = instant.getTime() + 1000 - Date.now());

  beforeAll(async () => {
    gateway = await startSmsGatewayStub();
    app = await createTestApp(backend, {
      now,
      config: {
        smsGateway: { url: gateway.url, token: 'gateway-token', sender: 'Tabib', timeoutMs: 5000 },
        // The tests run the jobs themselves (runDue); the worker's own looks come from NOTIFY only.
        jobs: { ...testConfig.jobs, pollMs: 3_600_000 },
      },
    });
    doctor = await sessionOf(app, 'doctor@tabib.test');
    reasonId = bookableReason(doctor)._id;
  });
  afterAll(async () => {
    await app.close();
    await gateway.close();
  });
  beforeEach(async () => {
    offset = 0;
    await app.db.update(users).set({ patientReminders: {} }).where(eq(users.id, doctor.profile._id));
  });

  /** The consumer plans, the jobs due run (making notices, then sending them). */
  const settle = () => settlePatientNotices(app);

  async function bookByPractice(startAt: string, patient: Record<string, unknown> = {}) {
    const payload = newPatientBooking(reasonId, startAt);
    const answer = await book(app, doctor, { ...payload, newPatient: { ...payload.newPatient, ...patient } });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().appointment as { _id: string; start: string; duration: number };
  }

  async function bookByPatient(
    startAt: string,
    patient: { email?: string; phone?: string } = {},
    familyMember: FamilyMemberInput | null = null,
  ) {
    const row = await app.services.appointments.bookForPatient({
      doctorId: doctor.profile._id,
      reasonId,
      type: 'cabinet',
      startAt: new Date(startAt),
      patient: { gender: 'FEMALE', firstName: 'Nadia', lastName: 'Khelifi', age: 34, phone: freshPhone(), ...patient },
      familyMember,
      locale: 'fr',
      onOfferedGrid: true,
    });
    return row.appointment.id;
  }

  const noticesOf = (appointmentId: string) =>
    app.db
      .select()
      .from(patientNotices)
      .where(eq(patientNotices.appointmentId, appointmentId))
      .orderBy(asc(patientNotices.createdAt));

  const waitingReminders = (appointmentId: string) =>
    app.db
      .select({ key: jobs.key, runAt: jobs.runAt })
      .from(jobs)
      .where(and(like(jobs.key, `${patientNoticeJobs.reminder}:${appointmentId}:%`), isNull(jobs.doneAt)))
      .orderBy(asc(jobs.runAt));

  /** What the gateway received for an appointment's notices. */
  async function smsTo(appointmentId: string) {
    const ids = new Set((await noticesOf(appointmentId)).map((notice) => notice.id));
    return gateway.received.filter((sms) => ids.has(sms.reference));
  }

  const dayBefore = (startAt: string, time = '18:00') =>
    practiceClock(practiceDay(new Date(new Date(startAt).getTime() - 24 * hour)), time);

  /** The practice moves the appointment from one start to another. */
  const move = (appointment: { _id: string; duration: number; type?: 'visio'; reason?: string }, from: string, to: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/appointments/${appointment._id}`,
      headers: doctor.headers,
      payload: {
        newValues: {
          startAt: to,
          consultationReason: appointment.reason ?? reasonId,
          duration: appointment.duration,
          type: appointment.type ?? 'cabinet',
        },
        oldValues: { startAt: from },
      },
    });

  const setStatus = (appointmentId: string, status: string, isNotify = false) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/doctors/appointments/${appointmentId}/status`,
      headers: doctor.headers,
      payload: { status, appointmentId, isNotify },
    });

  it("plans a booking's reminders: the day before at 18:00 practice time and 2 hours before, by the doctor's settings", async () => {
    const startAt = at(20, '10:00');
    const booked = await bookByPractice(startAt);
    await app.eventConsumers.runAll();
    expect((await waitingReminders(booked._id)).map((job) => job.runAt)).toEqual([
      dayBefore(startAt),
      new Date(new Date(startAt).getTime() - 2 * hour),
    ]);

    await app.db
      .update(users)
      .set({ patientReminders: { dayBefore: { enabled: true, time: '20:30' }, hoursBefore: { enabled: false, hours: 2 } } })
      .where(eq(users.id, doctor.profile._id));
    const other = await bookByPractice(at(20, '11:00'));
    await app.eventConsumers.runAll();
    expect((await waitingReminders(other._id)).map((job) => job.runAt)).toEqual([dayBefore(at(20, '11:00'), '20:30')]);
  });

  it('plans no reminder whose time has passed (booked an hour ahead) and none for a patient booked by the practice to confirm', async () => {
    const startAt = at(21, '10:00');
    moveClockTo(new Date(new Date(startAt).getTime() - 3 * hour));
    const threeHoursAhead = await bookByPractice(startAt);
    await app.eventConsumers.runAll();
    expect((await waitingReminders(threeHoursAhead._id)).map((job) => job.key)).toEqual([
      expect.stringContaining(':hours-before:'),
    ]);
    moveClockTo(new Date(new Date(startAt).getTime() - 1 * hour));
    const anHourAhead = await bookByPractice(at(21, '10:30'));
    await app.eventConsumers.runAll();
    expect(await waitingReminders(anHourAhead._id)).toEqual([]);
    await settle();
    // The practice booked them: no confirmation.
    expect(await noticesOf(anHourAhead._id)).toEqual([]);
  });

  it('sends a reminder once, at its time, whatever asks for it again', async () => {
    const startAt = at(22, '10:00');
    const booked = await bookByPractice(startAt);
    await settle();
    expect(await smsTo(booked._id)).toEqual([]);

    moveClockTo(dayBefore(startAt));
    await settle();
    const [notice] = await noticesOf(booked._id);
    const start = new Date(startAt).toISOString();
    expect(notice).toMatchObject({
      kind: 'reminder',
      key: `reminder:day-before@${start}`,
      channel: 'sms',
      provider: 'http-gateway',
    });
    expect(notice!.sentAt).not.toBeNull();
    expect(notice!.providerMessageId).toMatch(/^gw-/);
    expect(await smsTo(booked._id)).toHaveLength(1);

    // The same reminder asked for again, under its key or another: no second SMS.
    const payload = { appointmentId: booked._id, reminder: 'day-before', startAt: new Date(startAt).toISOString() };
    await scheduleJob(app.db, {
      kind: patientNoticeJobs.reminder,
      key: `${patientNoticeJobs.reminder}:${booked._id}:day-before:${new Date(startAt).toISOString()}`,
      runAt: now(),
      payload,
    });
    await scheduleJob(app.db, { kind: patientNoticeJobs.reminder, key: `replayed:${booked._id}`, runAt: now(), payload });
    await settle();
    expect(await smsTo(booked._id)).toHaveLength(1);

    moveClockTo(new Date(new Date(startAt).getTime() - 2 * hour));
    await settle();
    expect((await noticesOf(booked._id)).map((row) => row.key)).toEqual([
      `reminder:day-before@${start}`,
      `reminder:hours-before@${start}`,
    ]);
    expect(await smsTo(booked._id)).toHaveLength(2);
  });

  it('never reminds of a cancelled appointment, even when the reminder was already planned', async () => {
    const cancelled = await bookByPractice(at(23, '10:00'));
    // Cancelled behind the event path's back: the reminder job itself looks again.
    const quietlyCancelled = await bookByPractice(at(23, '11:00'));
    await settle();
    expect(await waitingReminders(cancelled._id)).toHaveLength(2);
    expect((await setStatus(cancelled._id, 'DOCTOR_CANCELED')).statusCode).toBe(200);
    await app.db.update(appointments).set({ status: 'DOCTOR_CANCELED' }).where(eq(appointments.id, quietlyCancelled._id));
    await settle();
    expect(await waitingReminders(cancelled._id)).toEqual([]);

    moveClockTo(new Date(new Date(at(23, '11:00')).getTime() - hour));
    await settle();
    for (const { _id } of [cancelled, quietlyCancelled]) {
      expect(await noticesOf(_id)).toEqual([]);
      expect(await smsTo(_id)).toEqual([]);
    }
  });

  it('never reminds of the old time of a moved appointment; the new time gets its reminders', async () => {
    const before = at(24, '10:00');
    const after = at(25, '15:00');
    const booked = await bookByPractice(before);
    await settle();
    const moved = await move(booked, before, after);
    expect(moved.statusCode, moved.body).toBe(200);
    await settle();
    expect((await waitingReminders(booked._id)).map((job) => job.runAt)).toEqual([
      dayBefore(after),
      new Date(new Date(after).getTime() - 2 * hour),
    ]);

    moveClockTo(new Date(new Date(before).getTime() - hour));
    await settle();
    expect(await smsTo(booked._id)).toEqual([]);

    moveClockTo(dayBefore(after));
    await settle();
    const sent = await smsTo(booked._id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('15:00');

    // Moved behind the event path's back: the planned reminder sees the start changed and stays silent.
    await app.db
      .update(appointments)
      .set({ startAt: new Date(new Date(after).getTime() + hour), endAt: new Date(new Date(after).getTime() + 2 * hour) })
      .where(eq(appointments.id, booked._id));
    moveClockTo(new Date(new Date(after).getTime() - 2 * hour));
    await settle();
    expect(await smsTo(booked._id)).toHaveLength(1);
  });

  it('tells a patient who was reminded of a time that it moved, and reminds them again of the new one', async () => {
    const first = at(40, '10:00');
    const second = at(40, '16:00');
    const booked = await bookByPractice(first);
    // Moved before the patient was told anything: the reminders of the new time are enough.
    const early = at(40, '09:00');
    expect((await move(booked, first, early)).statusCode).toBe(200);
    await settle();
    expect(await noticesOf(booked._id)).toEqual([]);
    expect((await move(booked, early, first)).statusCode).toBe(200);
    await settle();

    moveClockTo(dayBefore(first));
    await settle();
    expect((await smsTo(booked._id)).map((sms) => sms.text)).toEqual([expect.stringContaining('à 10:00')]);

    expect((await move(booked, first, second)).statusCode).toBe(200);
    await settle();
    const told = await smsTo(booked._id);
    expect(told).toHaveLength(2);
    expect(told[1]!.text).toMatch(/^Votre rendez-vous avec Dr Amine Benali est déplacé au \d\d\/\d\d\/\d{4} à 16:00\./);
    expect(told[1]!.text).toContain('http://tabib.test/book/cancel/');

    // Back to 10:00: told again, and the hours-before reminder of each start is its own notice.
    expect((await move(booked, second, first)).statusCode).toBe(200);
    await settle();
    moveClockTo(new Date(new Date(first).getTime() - 2 * hour));
    await settle();
    const notices = await noticesOf(booked._id);
    expect(notices.map((notice) => [notice.kind, notice.key.split('@')[0], notice.appointmentStartAt?.toISOString()])).toEqual([
      ['reminder', 'reminder:day-before', first],
      ['moved', 'moved', second],
      ['moved', 'moved', first],
      ['reminder', 'reminder:hours-before', first],
    ]);
    expect((await smsTo(booked._id)).map((sms) => sms.text.match(/à (\d\d:\d\d)/)?.[1])).toEqual([
      '10:00',
      '16:00',
      '10:00',
      '10:00',
    ]);
  });

  it("plans, on the operator's command, the reminders of coming appointments booked before reminders existed; once", async () => {
    const startAt = at(44, '11:00');
    const booked = await bookByPractice(startAt);
    await settle();
    // As if booked before this version: no reminder planned.
    await app.db.delete(jobs).where(like(jobs.key, `${patientNoticeJobs.reminder}:${booked._id}:%`));
    expect(await waitingReminders(booked._id)).toEqual([]);

    const first = (await runOperatorCommand({ services: app.services, operator: 'tester' }, 'notices.plan-reminders', {})) as {
      appointments: number;
    };
    expect(first.appointments).toBeGreaterThanOrEqual(1);
    expect((await waitingReminders(booked._id)).map((job) => job.runAt)).toEqual([
      dayBefore(startAt),
      new Date(new Date(startAt).getTime() - 2 * hour),
    ]);
    expect(await runOperatorCommand({ services: app.services, operator: 'tester' }, 'notices.plan-reminders', {})).toEqual({
      appointments: 0,
    });
    const [entry] = await app.services.audit.list({ targetId: 'coming' });
    expect(entry).toMatchObject({ actor: 'tester', action: 'notices.plan-reminders', details: { appointments: 0 } });

    moveClockTo(dayBefore(startAt));
    await settle();
    expect((await smsTo(booked._id)).map((sms) => sms.text)).toEqual([expect.stringContaining('à 11:00')]);
  });

  it('goes through every coming appointment once, those that get no reminder too', async () => {
    const off = { dayBefore: { enabled: false, time: '18:00' }, hoursBefore: { enabled: false, hours: 2 } };
    await app.db.update(users).set({ patientReminders: off }).where(eq(users.id, doctor.profile._id));
    const booked = await bookByPractice(at(46, '11:00'));
    await settle();
    // One by one: an appointment left without reminders must not be read again (it would be forever).
    await app.services.patientNotices.planMissingReminders(1);
    expect(await app.services.patientNotices.planMissingReminders(1)).toEqual({ appointments: 0 });
    expect(await waitingReminders(booked._id)).toEqual([]);
  });

  it('confirms a booking the patient made: by e-mail when they gave one, by SMS otherwise, with the cancel link', async () => {
    const byMail = await bookByPatient(at(26, '10:00'), { email: 'nadia.mail@example.dz' });
    const bySms = await bookByPatient(at(26, '11:00'));
    await settle();

    const [mailed] = await noticesOf(byMail);
    expect(mailed).toMatchObject({
      kind: 'confirmation',
      key: 'confirmation',
      channel: 'email',
      recipient: 'nadia.mail@example.dz',
    });
    expect(mailed!.sentAt).not.toBeNull();
    const emails = await app.db.select().from(outboundEmails).where(eq(outboundEmails.recipient, 'nadia.mail@example.dz'));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ template: 'patient-notice-confirmation', locale: 'fr', subject: mailed!.subject });
    // The link opens the cancel page in the language the patient booked in.
    expect(emails[0]!.text).toMatch(/http:\/\/tabib\.test\/book\/cancel\/[\w-]+\?lang=fr\b/);
    expect(await smsTo(byMail)).toEqual([]);

    const [texted] = await noticesOf(bySms);
    expect(texted).toMatchObject({ kind: 'confirmation', channel: 'sms', subject: null });
    const [sms] = await smsTo(bySms);
    expect(sms!.text).toMatch(/^Votre rendez-vous avec Dr Amine Benali est confirmé le \d\d\/\d\d\/\d{4} à 11:00\./);
    expect(sms!.text).toContain('12 rue Didouche Mourad');
    expect(sms!.text).toContain('http://tabib.test/book/cancel/');
    expect(sms).toMatchObject({ from: 'Tabib', reference: texted!.id });
    expect(sms!.headers.authorization).toBe('Bearer gateway-token');
  });

  it("names the family member a booking is for in the holder's confirmation: the first name only", async () => {
    const phone = freshPhone();
    const forRayan = await bookByPatient(
      at(26, '14:00'),
      { phone },
      { firstName: 'Rayan', lastName: 'Mansouri', relation: 'child' },
    );
    const forAmel = await bookByPatient(
      at(26, '14:30'),
      { phone },
      { firstName: 'Amel', lastName: 'Mansouri', relation: 'child' },
    );
    const own = await bookByPatient(at(26, '15:00'), { phone });
    await settle();

    const [rayan] = await smsTo(forRayan);
    expect(rayan!.text).toMatch(/^Le rendez-vous de Rayan avec Dr Amine Benali est confirmé le \d\d\/\d\d\/\d{4} à 14:00\./);
    expect(rayan!.text).toContain('http://tabib.test/book/cancel/');
    expect((await smsTo(forAmel))[0]!.text).toMatch(/^Le rendez-vous d'Amel avec Dr Amine Benali est confirmé .* à 14:30\./);
    expect((await smsTo(own))[0]!.text).toMatch(/^Votre rendez-vous avec Dr Amine Benali est confirmé .* à 15:00\./);
    // All three reach the holder, who knows the rest: no last name, no relation.
    const sent = [...(await smsTo(forRayan)), ...(await smsTo(forAmel)), ...(await smsTo(own))];
    expect(sent.map((sms) => sms.to)).toEqual([phone, phone, phone]);
    for (const { text } of sent) expect(text).not.toMatch(/Mansouri|enfant|child/i);
  });

  it('tells of a cancellation once: the patient who cancelled, or whom the practice asked to notify', async () => {
    const byPatient = await bookByPatient(at(27, '10:00'));
    const notified = await bookByPractice(at(27, '11:00'));
    const notNotified = await bookByPractice(at(27, '12:00'));
    const withMail = await bookByPractice(at(27, '13:00'), { email: 'cancel.mail@example.dz' });
    await settle();
    await app.services.appointments.cancelForPatient(byPatient);
    expect((await setStatus(notified._id, 'DOCTOR_CANCELED', true)).statusCode).toBe(200);
    expect((await setStatus(notNotified._id, 'DOCTOR_CANCELED', false)).statusCode).toBe(200);
    expect((await setStatus(withMail._id, 'DOCTOR_CANCELED', true)).statusCode).toBe(200);
    await settle();
    await settle();

    expect((await noticesOf(byPatient)).map((row) => [row.kind, row.channel])).toEqual([
      ['confirmation', 'sms'],
      ['cancellation', 'sms'],
    ]);
    const [cancellation] = await smsTo(notified._id);
    expect(cancellation!.text).toMatch(/^Votre rendez-vous avec Dr Amine Benali du .* à 11:00 est annulé\.$/);
    expect(await smsTo(notified._id)).toHaveLength(1);
    expect(await noticesOf(notNotified._id)).toEqual([]);
    // A patient with an e-mail is told by e-mail, once.
    expect((await noticesOf(withMail._id)).map((row) => [row.kind, row.channel])).toEqual([['cancellation', 'email']]);
    const mails = await app.db.select().from(outboundEmails).where(eq(outboundEmails.recipient, 'cancel.mail@example.dz'));
    expect(mails.map((mail) => mail.template)).toEqual(['patient-notice-cancellation']);
  });

  it("gives a teleconsultation's notices a short link to the join page, ending with the appointment's day", async () => {
    const visioReason = doctor.profile.consultationReasons.find((reason) => reason.title.fr === 'Téléconsultation')!._id;
    const startAt = at(38, '18:00');
    const payload = newPatientBooking(visioReason, startAt, { type: 'visio' });
    const answer = await book(app, doctor, payload);
    expect(answer.statusCode, answer.body).toBe(201);
    const booked = answer.json().appointment as { _id: string; duration: number };
    await settle();

    moveClockTo(dayBefore(startAt));
    await settle();
    moveClockTo(new Date(new Date(startAt).getTime() - 2 * hour));
    await settle();
    const texts = (await smsTo(booked._id)).map((sms) => sms.text);
    // Booked by the practice, a teleconsultation is confirmed all the same: the link is the patient's key.
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatch(/^Votre rendez-vous avec Dr Amine Benali est confirmé /);
    const links = texts.map(
      (text) => /Pour rejoindre la téléconsultation : http:\/\/tabib\.test\/rendez-vous\/([\w-]{8})\b/.exec(text)?.[1],
    );
    // The confirmation and both reminders carry the same link, and no address.
    expect(links[0]).toBeDefined();
    expect(links.slice(1)).toEqual([links[0], links[0]]);
    for (const text of texts) expect(text).not.toContain('Didouche');

    const resolved = await app.inject({
      method: 'GET',
      url: `/api/v1/doctors/services/shortner/rendez-vous-shortner?id=${links[0]}`,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const target = /^\/visio\/([\w-]+)\?lang=fr$/.exec(resolved.json().url as string);
    expect(target).not.toBeNull();
    expect(await app.services.teleconsultation.patientTokens.read(target![1]!)).toEqual({
      appointmentId: booked._id,
      expiresAt: practiceDayBounds(practiceDay(new Date(startAt))).end,
    });

    // Moved to another day: the patient is told, with the new day's link.
    const later = at(39, '18:00');
    expect((await move({ ...booked, type: 'visio', reason: visioReason }, startAt, later)).statusCode).toBe(200);
    await settle();
    const moved = (await smsTo(booked._id)).at(-1)!.text;
    expect(moved).toMatch(
      /^Votre rendez-vous avec Dr Amine Benali est déplacé au .* à 18:00\. Pour rejoindre la téléconsultation : http:\/\/tabib\.test\/rendez-vous\/[\w-]{8} Pour annuler : /,
    );
    expect(moved).not.toContain(`rendez-vous/${links[0]}`);
  });

  it('never puts the reason of the visit in an SMS or an e-mail', async () => {
    const startAt = at(28, '10:00');
    const ids = [await bookByPatient(startAt, { email: 'reason.mail@example.dz' }), await bookByPatient(at(28, '11:00'))];
    await settle();
    moveClockTo(new Date(new Date(at(28, '11:00')).getTime() - 2 * hour));
    await settle();
    const titles = doctor.profile.consultationReasons.flatMap((reason) => Object.values(reason.title));
    const notices = (await Promise.all(ids.map(noticesOf))).flat();
    expect(notices.map((notice) => `${notice.kind} ${notice.channel}`).sort()).toEqual([
      'confirmation email',
      'confirmation sms',
      // By SMS, both of them: a phone is the surer way on the day.
      ...Array(4).fill('reminder sms'),
    ]);
    const emails = await app.db.select().from(outboundEmails).where(eq(outboundEmails.recipient, 'reason.mail@example.dz'));
    const texts = [
      ...notices.flatMap((notice) => [notice.body, notice.subject ?? '']),
      ...emails.flatMap((email) => [email.subject, email.text, email.html]),
      ...gateway.received.map((sms) => sms.text),
    ];
    for (const text of texts) for (const title of titles) expect(text).not.toContain(title);
  });
});
