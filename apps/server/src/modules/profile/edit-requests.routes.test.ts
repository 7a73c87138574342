import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema/accounts';
import { outboundEmails } from '../../db/schema/mail';
import type { LoggedEvent } from '../../events/domain-event';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';

describe.each(testBackends())('profile edit requests on %s', (backend) => {
  let app: App;
  let cardiologyId: string;
  const heard: LoggedEvent[] = [];

  beforeAll(async () => {
    app = await createTestApp(backend);
    const list = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/common/specialities',
        headers: (await sessionOf(app, 'doctor@tabib.test')).headers,
      })
    ).json();
    cardiologyId = list.specialities.find((speciality: { title: { en: string } }) => speciality.title.en === 'Cardiology')._id;
    app.events.subscribe((event) => heard.push(event));
  });
  afterAll(() => app.close());

  const infos = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Amina',
    lastName: 'Khelifi',
    phone: '0661 23 45 67',
    email: 'Amina.Khelifi@tabib.test',
    speciality: cardiologyId,
    gender: 'FEMALE',
    address: { address1: '5 boulevard Zighout Youcef', state: '31', city: '3101' },
    ...overrides,
  });
  const send = (session: Session, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/doctors/profile/edit-requests', headers: session.headers, payload });
  const listOwn = async (session: Session) =>
    (await app.inject({ method: 'GET', url: '/api/v1/doctors/profile/edit-requests', headers: session.headers })).json()
      .editRequests;
  const details = async (session: Session) =>
    (await app.inject({ method: 'GET', url: '/api/v1/doctors/profile/details', headers: session.headers })).json().profileDetails;
  const emailsTo = (to: string) => app.db.select().from(outboundEmails).where(eq(outboundEmails.recipient, to));

  it('validates the infos and diplomas against the contract and the reference data', async () => {
    const session = await sessionOf(app, 'clinic.doctor2@tabib.test');
    for (const bad of [
      { requestSlug: 'other', dataToBeChanged: {} },
      { requestSlug: 'infos', dataToBeChanged: infos({ phone: '12' }) },
      { requestSlug: 'infos', dataToBeChanged: infos({ email: 'nope' }) },
      { requestSlug: 'infos', dataToBeChanged: infos({ gender: 'OTHER' }) },
      { requestSlug: 'infos', dataToBeChanged: infos({ firstName: '  ' }) },
      { requestSlug: 'diplomas', dataToBeChanged: [] },
      { requestSlug: 'diplomas', dataToBeChanged: [{ title: 'MD', institute: '', graduationDay: '2010-06' }] },
      { requestSlug: 'diplomas', dataToBeChanged: [{ title: 'MD', institute: 'Oran', graduationDay: '2010-13' }] },
    ]) {
      const answer = await send(session, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
    for (const wrong of [
      infos({ speciality: 'nope' }),
      infos({ address: { address1: 'x', state: '16', city: '3101' } }),
      infos({ address: { address1: 'x', state: '99', city: '9901' } }),
    ]) {
      expect((await send(session, { requestSlug: 'infos', dataToBeChanged: wrong })).json().code).toBe('validationFailed');
    }
    const taken = await send(session, { requestSlug: 'infos', dataToBeChanged: infos({ email: 'doctor@tabib.test' }) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('userEmailExists');
    expect(await listOwn(session)).toEqual([]);
  });

  it('keeps one pending request per slug; PUT /doctors/profile/details is an infos request', async () => {
    const session = await sessionOf(app, 'clinic.doctor3@tabib.test');
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/doctors/profile/details',
      headers: session.headers,
      payload: infos({ email: 'omar.f@tabib.test' }),
    });
    expect(put.json()).toEqual({ success: true });
    const again = await send(session, { requestSlug: 'infos', dataToBeChanged: infos({ email: 'omar.f@tabib.test' }) });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('editRequestPending');
    expect(
      (
        await send(session, {
          requestSlug: 'diplomas',
          dataToBeChanged: [{ title: 'MD', institute: 'Oran', graduationDay: '2010-06' }],
        })
      ).json(),
    ).toEqual({ success: true });
    const own = await listOwn(session);
    expect(
      own.map((request: { requestSlug: string; status: string }) => `${request.requestSlug}:${request.status}`).sort(),
    ).toEqual(['diplomas:pending', 'infos:pending']);
    expect(own.find((request: { requestSlug: string }) => request.requestSlug === 'infos').dataToBeChanged).toMatchObject({
      phone: '+213661234567',
      email: 'omar.f@tabib.test',
    });
  });

  it('refuses DOC-DEA, ASS and clinic accounts; an AS-DOCTOR asks for the employer', async () => {
    for (const email of ['limited@tabib.test', 'assistant@tabib.test', 'clinic@tabib.test', 'clinic.unit@tabib.test']) {
      const answer = await send(await sessionOf(app, email), {
        requestSlug: 'diplomas',
        dataToBeChanged: [{ title: 'MD', institute: 'Alger', graduationDay: '2010-06' }],
      });
      expect(answer.statusCode, email).toBe(403);
      expect(answer.json().code).toBe('DoctorNotAuthorizedAction');
    }
    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    expect(
      (
        await send(asDoctor, {
          requestSlug: 'diplomas',
          dataToBeChanged: [{ title: 'MD', institute: 'Alger', graduationDay: '2010-06' }],
        })
      ).statusCode,
    ).toBe(200);
    const pending = await app.services.profileEditRequests.listPending();
    const mine = pending.find((request) => request.doctor.email === 'doctor@tabib.test');
    expect(mine).toMatchObject({
      requestSlug: 'diplomas',
      data: [{ title: 'MD', institute: 'Alger', graduationDay: '2010-06' }],
    });
  });

  it('applies an approved infos request in one go, tells the doctor live and by e-mail', async () => {
    const session = await sessionOf(app, 'clinic.doctor@tabib.test');
    expect((await send(session, { requestSlug: 'infos', dataToBeChanged: infos() })).statusCode).toBe(200);
    const request = (await app.services.profileEditRequests.listPending()).find(
      (entry) => entry.doctor.email === 'clinic.doctor@tabib.test',
    )!;
    const decided = await app.services.profileEditRequests.decide(request.id, 'approved', {
      operator: 'ops@tabib',
      note: 'Vérifié',
    });
    expect(decided).toMatchObject({ status: 'approved', note: 'Vérifié' });

    const after = await details(session);
    expect(after.legalInfo).toMatchObject({
      firstName: 'Amina',
      lastName: 'Khelifi',
      phone: '+213661234567',
      email: 'amina.khelifi@tabib.test',
      gender: 'FEMALE',
    });
    expect(after.legalInfo.specialities.map((speciality: { _id: string }) => speciality._id)).toEqual([cardiologyId]);
    expect(after.legalInfo.offices[0].address).toEqual({ address1: '5 boulevard Zighout Youcef', state: '31', city: '3101' });
    expect((await listOwn(session))[0]).toMatchObject({ status: 'approved', note: 'Vérifié', decidedAt: expect.any(String) });
    const [row] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, session.profile._id));
    expect(row!.email).toBe('amina.khelifi@tabib.test');

    await expect
      .poll(() => heard.find((event) => event.kind === 'editRequestDecided' && event.requestId === request.id))
      .toMatchObject({
        kind: 'editRequestDecided',
        doctorId: session.profile._id,
        requestId: request.id,
        requestSlug: 'infos',
        verdict: 'approved',
        note: 'Vérifié',
      });
    expect((await emailsTo('amina.khelifi@tabib.test')).map((mail) => mail.template)).toEqual(['edit-request-verdict']);
    await expect(app.services.profileEditRequests.decide(request.id, 'rejected', { operator: 'ops' })).rejects.toMatchObject({
      code: 'editRequestFailed',
    });
    await expect(app.services.profileEditRequests.decide('nope', 'rejected', { operator: 'ops' })).rejects.toMatchObject({
      code: 'notFound',
    });
  });

  it('changes nothing on a rejection, and e-mails nobody whose verdict notices are off', async () => {
    const session = await sessionOf(app, 'clinic.doctor3@tabib.test');
    await app.db
      .update(users)
      .set({ emailNotices: { verdicts: false } })
      .where(eq(users.id, session.profile._id));
    const before = await details(session);
    const request = (await app.services.profileEditRequests.listPending()).find(
      (entry) => entry.doctor.email === 'clinic.doctor3@tabib.test' && entry.requestSlug === 'infos',
    )!;
    expect(
      (await app.services.profileEditRequests.decide(request.id, 'rejected', { operator: 'ops', note: 'Pièce manquante' }))
        .status,
    ).toBe('rejected');
    expect(await details(session)).toEqual(before);
    expect(await emailsTo('clinic.doctor3@tabib.test')).toEqual([]);
    expect(
      (await send(session, { requestSlug: 'infos', dataToBeChanged: infos({ email: 'omar.f@tabib.test' }) })).statusCode,
    ).toBe(200);

    const diplomas = (await app.services.profileEditRequests.listPending()).find(
      (entry) => entry.doctor.email === 'clinic.doctor3@tabib.test' && entry.requestSlug === 'diplomas',
    )!;
    await app.services.profileEditRequests.decide(diplomas.id, 'approved', { operator: 'ops' });
    expect((await details(session)).diplomas).toEqual([{ title: 'MD', institute: 'Oran', graduationDay: '2010-06' }]);
  });
});
