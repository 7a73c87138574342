import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { bookedPatient, walletCalls } from './payments-test-helpers';

interface ListedNotification {
  _id: string;
  category: string;
  display_status: string | null;
  unread: boolean;
  message: { fr: string; en: string; ar: string };
}

/** Issue 22, point 7: a payment an assistant acting as doctor takes asks the doctor to confirm it. */
describe.each(testBackends())('payment notifications on %s', (backend) => {
  let app: App;
  let doctor: Session;
  let asDoctor: Session;
  let calls: ReturnType<typeof walletCalls>;
  beforeAll(async () => {
    app = await createTestApp(backend);
    doctor = await sessionOf(app, 'doctor@tabib.test');
    asDoctor = await sessionOf(app, 'asdoctor@tabib.test');
    calls = walletCalls(app);
  });
  afterAll(() => app.close());

  const paymentNotices = async (session: Session) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/doctors/notifications/get-all-notifications-paginated?page=1',
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().docs as ListedNotification[]).filter((notice) => notice.category === 'payment');
  };
  const markRead = (session: Session, id: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/v1/doctors/notifications/${id}/mark-as-read`, headers: session.headers, payload });

  it("the assistant's first payment and each one added are pending notifications of the doctor, never the assistant's", async () => {
    const { patientId } = await bookedPatient(app, doctor);
    const before = (await paymentNotices(doctor)).length;
    const created = await calls.createAct(asDoctor, patientId, {
      title: 'Consultation',
      total_amount: 300000,
      amountPaid: 120000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const added = await calls.addItem(asDoctor, patientId, created.json().act._id, { amount_paid: 80000 });
    expect(added.statusCode, added.body).toBe(200);

    const notices = await paymentNotices(doctor);
    expect(notices).toHaveLength(before + 2);
    const [second, first] = notices;
    expect(first!).toMatchObject({ display_status: 'pending', unread: true });
    expect(first!.message.fr).toMatch(/^Yacine Cherif a encaissé \u20661 200 DA\u2069 de /);
    // isolated left to right: in an Arabic sentence '1 200 DA' would otherwise read '200 1'
    expect(first!.message.ar).toContain('\u20661 200 DA\u2069');
    expect(second!.message.en).toContain('800');
    expect(await paymentNotices(asDoctor)).toHaveLength(0);
  });

  it("the doctor's own payments ask nothing", async () => {
    const { patientId } = await bookedPatient(app, doctor);
    const before = (await paymentNotices(doctor)).length;
    const created = await calls.createAct(doctor, patientId, { title: 'Consultation', total_amount: 300000, amountPaid: 100000 });
    expect(created.statusCode).toBe(201);
    expect(await calls.addItem(doctor, patientId, created.json().act._id, { amount_paid: 50000 })).toHaveProperty(
      'statusCode',
      200,
    );
    expect(await paymentNotices(doctor)).toHaveLength(before);
  });

  it('read with confirm_payment, a pending one becomes confirmed; read without, it stays pending', async () => {
    const { patientId } = await bookedPatient(app, doctor);
    await calls.createAct(asDoctor, patientId, { title: 'Radio', total_amount: 200000, amountPaid: 200000 });
    const [notice] = await paymentNotices(doctor);
    const onlyRead = await markRead(doctor, notice!._id, { payment_notification: true, confirm_payment: false });
    expect(onlyRead.json().notification).toMatchObject({ unread: false, display_status: 'pending' });
    const confirmed = await markRead(doctor, notice!._id, { payment_notification: true, confirm_payment: true });
    expect(confirmed.json().notification).toMatchObject({ unread: false, display_status: 'confirmed' });
    // the assistant confirms no payment (notifications.confirmPayment), and reads nobody else's notification
    const confirmedByAssistant = await markRead(asDoctor, notice!._id, { payment_notification: true, confirm_payment: true });
    expect([confirmedByAssistant.statusCode, confirmedByAssistant.json().code]).toEqual([403, 'DoctorNotAuthorizedAction']);
    expect((await markRead(asDoctor, notice!._id, {})).statusCode).toBe(404);
  });
});
