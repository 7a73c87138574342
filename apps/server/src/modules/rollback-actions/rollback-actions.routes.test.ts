import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RollbackActionType } from '@tabib/contracts/rollback-actions';
import type { App } from '../../app';
import { rollbackActions } from '../../db/schema/rollback-actions';
import { at, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';

const api = '/api/v1/doctors/actions-observer';
const allTypes: RollbackActionType[] = ['visit_create', 'visit_update', 'visit_cancel', 'visit_skipped', 'visit_done'];

/** Issue 14 point 5: failed offline actions, per practice, read by the clinic for its selected doctor, removed by the practice only. */
describe.each(testBackends())('offline rollback actions on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let asDoctor: Session;
  let clinicDoctor: Session;
  let clinic: Session;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    clinicDoctor = await sessionOf(app, 'clinic.doctor@tabib.test');
    clinic = await sessionOf(app, 'clinic@tabib.test');
  });
  afterAll(() => app.close());

  const action = (type: RollbackActionType = 'visit_create', overrides: object = {}) => ({
    localKey: randomUUID(),
    type,
    payload: { consultationReason: randomUUID(), startAt: at(3, '09:00'), isNewPatient: true },
    dateLocalSaved: new Date().toISOString(),
    corePayload: {
      start: at(3, '09:00'),
      consultationReasonId: randomUUID(),
      consultationReasonTitle: 'Consultation',
      patientId: null,
      patientTitle: 'Nour Test',
      status: 'BOOKED',
      clinicDoctor: null,
      clinicDoctorFullName: null,
    },
    reason: 'slotAlreadyBooked',
    ...overrides,
  });
  const commit = (session: Session, body: object, query = '', entity = 'appointments') =>
    app.inject({
      method: 'POST',
      url: `${api}/${entity}/offline-rollback-actions/commit-action-typed${query}`,
      headers: session.headers,
      payload: body,
    });
  const committed = async (session: Session, type?: RollbackActionType, query = '') => {
    const response = await commit(session, action(type), query);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().rollbackAction as { _id: string; type: string; localKey: string };
  };
  const list = (session: Session, query = '') =>
    app.inject({
      method: 'GET',
      url: `${api}/offline-rollback-actions/retrieve-rollback-actions${query}`,
      headers: session.headers,
    });
  const listedIds = async (session: Session, query = '') => {
    const response = await list(session, query);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().rollbackActions as { _id: string }[]).map((entry) => entry._id);
  };
  const remove = (session: Session, id: string) =>
    app.inject({ method: 'PUT', url: `${api}/offline-rollback-actions/${id}/update-action-status`, headers: session.headers });
  const bulkRemove = (session: Session, types: unknown) =>
    app.inject({
      method: 'PUT',
      url: `${api}/offline-rollback-actions/bulk-update-actions-status`,
      headers: session.headers,
      payload: { types },
    });

  it('saves an action once per localKey: the same save again answers the first action', async () => {
    const body = action('visit_done');
    const first = await commit(doctor, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().rollbackAction).toMatchObject({
      localKey: body.localKey,
      entity: 'appointments',
      type: 'visit_done',
      reason: 'slotAlreadyBooked',
      payload: body.payload,
      corePayload: body.corePayload,
      dateLocalSaved: body.dateLocalSaved,
    });
    const again = await commit(doctor, body);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    // the assistant saving the same outbox entry for its doctor is the same action too
    expect((await commit(asDoctor, { ...body, reason: 'notFound' })).json().rollbackAction._id).toBe(
      first.json().rollbackAction._id,
    );
    const rows = await app.db.select().from(rollbackActions).where(eq(rollbackActions.localKey, body.localKey));
    expect(rows).toHaveLength(1);
    // another practice's entry of the same local key is its own
    const theirs = await commit(clinicDoctor, body);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().rollbackAction._id).not.toBe(first.json().rollbackAction._id);
  });

  it('keeps each practice to its own actions: no read, removal or bulk count across practices', async () => {
    const mine = await committed(doctor, 'visit_cancel');
    const theirs = await committed(clinicDoctor, 'visit_cancel');
    expect(await listedIds(doctor, '?types=visit_cancel')).toContain(mine._id);
    expect(await listedIds(doctor, '?types=visit_cancel')).not.toContain(theirs._id);
    // a doctor naming another practice's doctor still reads its own list
    expect(await listedIds(doctor, `?types=visit_cancel&userId=${clinicDoctor.profile._id}`)).not.toContain(theirs._id);

    const foreign = await remove(doctor, theirs._id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, code: 'notFound' });
    expect((await remove(doctor, randomUUID())).statusCode).toBe(404);
    const malformed = await remove(doctor, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('validationFailed');

    const before = (await list(clinicDoctor, '?types=visit_cancel')).json().rollbackActions.length;
    const count = (await bulkRemove(doctor, ['visit_cancel'])).json().total_updated_docs;
    expect(count).toBeGreaterThanOrEqual(1);
    expect(await listedIds(doctor, '?types=visit_cancel')).toEqual([]);
    expect((await list(clinicDoctor, '?types=visit_cancel')).json().rollbackActions).toHaveLength(before);
    expect(await listedIds(clinicDoctor, '?types=visit_cancel')).toContain(theirs._id);
  });

  it("an assistant acting as doctor saves, reads and removes its employer's actions", async () => {
    const saved = await committed(asDoctor, 'visit_update');
    const [row] = await app.db.select().from(rollbackActions).where(eq(rollbackActions.id, saved._id));
    expect(row!.doctorId).toBe(doctor.profile._id);
    expect(await listedIds(doctor, '?types=visit_update')).toContain(saved._id);
    const byDoctor = await committed(doctor, 'visit_update');
    expect(await listedIds(asDoctor, '?types=visit_update')).toEqual(expect.arrayContaining([saved._id, byDoctor._id]));
    expect((await remove(asDoctor, byDoctor._id)).json()).toEqual({ success: true });
    expect(await listedIds(doctor, '?types=visit_update')).not.toContain(byDoctor._id);
    // a removal sent again (its answer lost) is no error
    expect((await remove(asDoctor, byDoctor._id)).statusCode).toBe(200);
  });

  it('the ASS assistant and the DOC-DEA doctor have no failed actions (403 DoctorNotAuthorizedAction)', async () => {
    for (const email of ['assistant@tabib.test', 'limited@tabib.test']) {
      const session = await sessionOf(app, email);
      for (const response of [
        await commit(session, action()),
        await list(session),
        await remove(session, randomUUID()),
        await bulkRemove(session, allTypes),
      ]) {
        expect(response.statusCode, email).toBe(403);
        expect(response.json().code).toBe('DoctorNotAuthorizedAction');
      }
    }
  });

  it("a clinic account reads its selected doctor's actions and cannot remove them", async () => {
    const doctors = clinic.profile.clinicObject!.doctors.map((entry) => entry._id);
    expect(doctors).toContain(clinicDoctor.profile._id);
    const other = doctors.find((id) => id !== clinicDoctor.profile._id)!;
    const ofDoctor = await committed(clinicDoctor, 'visit_skipped');
    // the clinic saves for the doctor it acts for
    const byClinic = await committed(clinic, 'visit_skipped', `?cqDoctor=${other}`);
    expect(await listedIds(clinic, `?types=visit_skipped&userId=${clinicDoctor.profile._id}`)).toEqual([ofDoctor._id]);
    expect(await listedIds(clinic, `?types=visit_skipped&userId=${other}`)).toEqual([byClinic._id]);
    // a doctor outside the clinic is refused, never swapped
    expect((await list(clinic, `?userId=${doctor.profile._id}`)).statusCode).toBe(403);
    expect((await commit(clinic, action(), `?cqDoctor=${doctor.profile._id}`)).statusCode).toBe(403);

    for (const response of [await remove(clinic, ofDoctor._id), await bulkRemove(clinic, allTypes)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('DoctorNotAuthorizedAction');
    }
    expect(await listedIds(clinicDoctor, '?types=visit_skipped')).toEqual([ofDoctor._id]);
  });

  it("a clinic unit's failed booking is kept for its doctor and read by the clinic admin; the unit has no list (spec 2 section 6)", async () => {
    const unit = await sessionOf(app, 'clinic.unit@tabib.test');
    const byUnit = await committed(unit, 'visit_done', `?cqDoctor=${clinicDoctor.profile._id}`);
    expect(byUnit.type).toBe('visit_done');
    expect(await listedIds(clinic, `?types=visit_done&userId=${clinicDoctor.profile._id}`)).toContain(byUnit._id);
    const refused = await list(unit, `?userId=${clinicDoctor.profile._id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('DoctorNotAuthorizedAction');
  });

  it('pages newest first, 20 a page, filtered by types and by today', async () => {
    const session = await sessionOf(app, 'schedule.doctor@tabib.test');
    const saved: { _id: string; type: string }[] = [];
    for (let n = 0; n < 23; n++) saved.push(await committed(session, allTypes[n % 3]));
    // the first three failed yesterday, a millisecond apart in their order (PGlite's clock can give
    // two statements the same now(), and equal times would be listed in any order)
    const yesterday = saved.slice(0, 3).map((entry) => entry._id);
    for (const [index, id] of yesterday.entries()) {
      await app.db
        .update(rollbackActions)
        .set({ createdAt: sql`now() - interval '1 day' + ${index} * interval '1 millisecond'` })
        .where(eq(rollbackActions.id, id));
    }
    const newestFirst = [...saved].reverse().map((entry) => entry._id);

    const first = (await list(session)).json();
    expect(first.rollbackActions.map((entry: { _id: string }) => entry._id)).toEqual(newestFirst.slice(0, 20));
    expect(first.nextPage).toBe(2);
    expect(first.total_pages).toBe(2);
    const second = (await list(session, '?page=2&date=all')).json();
    expect(second.rollbackActions.map((entry: { _id: string }) => entry._id)).toEqual(newestFirst.slice(20));
    expect(second.nextPage).toBeNull();
    expect((await list(session, '?page=3')).json()).toEqual({
      success: true,
      rollbackActions: [],
      nextPage: null,
      total_pages: 2,
    });

    expect(await listedIds(session, '?date=today&page=2')).toEqual([]);
    expect(await listedIds(session, '?date=today')).toEqual(newestFirst.filter((id) => !yesterday.includes(id)));
    const creates = saved
      .filter((entry) => entry.type === 'visit_create')
      .map((entry) => entry._id)
      .reverse();
    expect(await listedIds(session, '?types=visit_create')).toEqual(creates);
    expect(await listedIds(session, '?types=visit_create&date=today')).toEqual(creates.filter((id) => id !== yesterday[0]));
    expect((await listedIds(session, '?types=visit_update,visit_cancel')).length).toBe(15);
    expect((await list(session, '?types=visit_unknown')).statusCode).toBe(400);
    expect((await list(session, '?date=yesterday')).statusCode).toBe(400);

    // bulk removal counts what it removed, of those types only, and only once
    expect((await bulkRemove(session, ['visit_create', 'visit_update'])).json()).toEqual({
      success: true,
      total_updated_docs: 16,
    });
    expect((await bulkRemove(session, ['visit_create'])).json().total_updated_docs).toBe(0);
    expect((await list(session)).json()).toMatchObject({ total_pages: 1, nextPage: null });
    expect(await listedIds(session)).toHaveLength(7);
    expect((await bulkRemove(session, [])).statusCode).toBe(400);
    expect((await bulkRemove(session, ['visit_gone'])).statusCode).toBe(400);
  });

  it('refuses a malformed action: unknown type, entity or corePayload start, too long a reason', async () => {
    for (const [name, response] of [
      ['type', await commit(doctor, action('visit_lost' as RollbackActionType))],
      ['entity', await commit(doctor, action(), '', 'Appointments!')],
      ['start', await commit(doctor, action('visit_create', { corePayload: { ...action().corePayload, start: 'tomorrow' } }))],
      ['reason', await commit(doctor, action('visit_create', { reason: 'x'.repeat(101) }))],
      ['payload', await commit(doctor, action('visit_create', { payload: { big: 'x'.repeat(20_000) } }))],
    ] as const) {
      expect(response.statusCode, name).toBe(400);
    }
  });
});
