import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { bookedPatient, walletCalls } from './payments-test-helpers';

/** Who may reach a wallet: the roles table of spec 2 section 6 and the practice scope, on every route. */
describe.each(testBackends())('payments scope and roles on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let calls: ReturnType<typeof walletCalls>;
  let patientId: string;
  let actId: string;
  let itemId: string;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    calls = walletCalls(app);
    patientId = (await bookedPatient(app, doctor)).patientId;
    const act = (
      await calls.createAct(doctor, patientId, { title: 'Soin', total_amount: 10000, amountPaid: 2000, date: '01/03/2026' })
    ).json().act;
    actId = act._id;
    itemId = act.items[0]._id;
  });
  afterAll(() => app.close());

  /** One call per route, on the given patient and act, with extra body/query fields. */
  const everyRoute = (session: Session, patient: string, act: string, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams(extra).toString();
    return [
      ['wallet', () => calls.wallet(session, patient, query)],
      ['create', () => calls.createAct(session, patient, { title: 'X', total_amount: 100, ...extra })],
      ['information', () => calls.updateInformation(session, patient, act, { title: 'X', total_amount: 90000, ...extra })],
      ['description', () => calls.updateDescription(session, patient, act, { description: 'changed', ...extra })],
      [
        'item',
        () => calls.updateItem(session, patient, act, { subItem_id: itemId, sub_amount: 1, date: '02/03/2026', ...extra }),
      ],
      ['add', () => calls.addItem(session, patient, act, { amount_paid: 1, ...extra })],
      ['delete', () => calls.deleteAct(session, patient, act, extra)],
    ] as const;
  };

  async function expectUnchanged() {
    const wallet = (await calls.wallet(doctor, patientId)).json();
    expect(wallet.total).toBe(1);
    expect(wallet.wallet[0]).toMatchObject({
      _id: actId,
      title: 'Soin',
      description: '',
      total_amount: 10000,
      items: [{ _id: itemId, amount: 2000, date: '01/03/2026' }],
    });
  }

  it("another practice's doctor gets notFound on every route, for the patient and for the act", async () => {
    for (const email of ['clinic.doctor@tabib.test', 'clinic.doctor2@tabib.test']) {
      const outsider = await sessionOf(app, email);
      for (const [name, call] of everyRoute(outsider, patientId, actId)) {
        const response = await call();
        expect(response.statusCode, `${email} ${name}`).toBe(404);
        expect(response.json().code).toBe('notFound');
      }
      // the outsider's own patient with the doctor's act id: still notFound
      const own = (await bookedPatient(app, outsider)).patientId;
      for (const [name, call] of everyRoute(outsider, own, actId).filter(([name]) => name !== 'wallet' && name !== 'create')) {
        expect((await call()).statusCode, `${email} own patient ${name}`).toBe(404);
      }
    }
    await expectUnchanged();
  });

  it('DOC-DEA doctors and assistants (ASS) are refused on every route, even for their own practice', async () => {
    for (const email of ['limited@tabib.test', 'assistant@tabib.test']) {
      const refused = await sessionOf(app, email);
      for (const [name, call] of everyRoute(refused, patientId, actId)) {
        const response = await call();
        expect(response.statusCode, `${email} ${name}`).toBe(403);
        expect(response.json().code).toBe('DoctorNotAuthorizedAction');
      }
    }
    await expectUnchanged();
  });

  it("an assistant working as doctor (DOC-ALL) reaches the employer's wallet", async () => {
    const asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    const wallet = (await calls.wallet(asDoctor, patientId)).json();
    expect(wallet.wallet[0]._id).toBe(actId);
    const created = await calls.createAct(asDoctor, patientId, { title: 'Par assistant', total_amount: 500 });
    expect(created.statusCode).toBe(201);
    expect((await calls.deleteAct(asDoctor, patientId, created.json().act._id)).statusCode).toBe(200);
  });

  it('clinic accounts are refused on every payment route, their own clinic doctor named or not (the tab is hidden for them)', async () => {
    const clinicDoctor = await sessionOf(app, 'clinic.doctor@tabib.test');
    const clinicPatient = (await bookedPatient(app, clinicDoctor)).patientId;
    const clinicAct = (await calls.createAct(clinicDoctor, clinicPatient, { title: 'Clinique', total_amount: 5000 })).json().act;
    for (const email of ['clinic@tabib.test', 'clinic.unit@tabib.test']) {
      const clinic = await sessionOf(app, email);
      for (const clinicDoctorId of [clinicDoctor.profile._id, doctor.profile._id]) {
        for (const [name, call] of everyRoute(clinic, clinicPatient, clinicAct._id, { clinic_doctor: clinicDoctorId })) {
          const response = await call();
          expect(response.statusCode, `${email} ${name}`).toBe(403);
          expect(response.json().code).toBe('DoctorNotAuthorizedAction');
        }
      }
    }
    expect((await calls.wallet(clinicDoctor, clinicPatient)).json().wallet).toEqual([
      expect.objectContaining({ title: 'Clinique' }),
    ]);
    await expectUnchanged();
  });

  it('a clinic doctor cannot reach a colleague of the same clinic', async () => {
    const first = await sessionOf(app, 'clinic.doctor@tabib.test');
    const colleague = await sessionOf(app, 'clinic.doctor2@tabib.test');
    const firstPatient = (await bookedPatient(app, first)).patientId;
    const act = (await calls.createAct(first, firstPatient, { title: 'Privé', total_amount: 100 })).json().act;
    expect((await calls.wallet(colleague, firstPatient, `clinic_doctor=${first.profile._id}`)).statusCode).toBe(404);
    expect(
      (await calls.addItem(colleague, firstPatient, act._id, { amount_paid: 1, clinic_doctor: first.profile._id })).statusCode,
    ).toBe(404);
  });

  it('without a session every route answers 401', async () => {
    const anonymous = { token: '', profile: doctor.profile, headers: {} } as Session;
    for (const [name, call] of everyRoute(anonymous, patientId, actId)) {
      expect((await call()).statusCode, name).toBe(401);
    }
  });
});
