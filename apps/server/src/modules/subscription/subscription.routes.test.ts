import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { outboundEmails } from '../../db/schema/mail';
import { subscriptionContactMessages } from '../../db/schema/subscription';
import { at, sessionOf, type Session } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { practiceDay } from '../../lib/practice-time';
import { addDays } from './subscription-days';
import { clinicOfferId, dayMs, establishedOfferId, openedDoctor, operatorRun, proofOf, url } from './subscription-test-helpers';

type Headers = Record<string, string>;

/** An independent doctor's subscription through the calls of spec 3 section 7, on a clock the test moves. */
describe.each(testBackends())('subscription calls on %s', (backend) => {
  let app: App;
  let clock = new Date(at(0, '07:00')).getTime();
  let doctor: { id: string; headers: Headers };
  let opened: string;

  beforeAll(async () => {
    app = await createTestApp(backend, { now: () => new Date(clock) });
    opened = practiceDay(new Date(clock));
    doctor = await openedDoctor(app, 'abonne@example.dz');
  });
  afterAll(() => app.close());

  const get = (path: Parameters<typeof url>[0], headers: Headers = doctor.headers) =>
    app.inject({ method: 'GET', url: url(path), headers });
  const checkout = async (headers: Headers = doctor.headers) => (await get('checkoutInformation', headers)).json();
  const post = async (path: 'createInvoice' | 'prorate', body: object, headers: Headers = doctor.headers) =>
    app.inject({ method: 'POST', url: url(path), headers, payload: { ...body, token: await proofOf(app) } });
  const invoice = (body: object = {}, headers?: Headers) =>
    post('createInvoice', { offer_id: establishedOfferId, payment_method: 'versement', requested_period: 3, ...body }, headers);
  const waitingPaymentIds = async () =>
    ((await operatorRun(app, 'subscriptions.waiting')) as { paymentId: string; accounts: { email: string }[] }[])
      .filter((payment) => payment.accounts.some((account) => account.email === 'abonne@example.dz'))
      .map((payment) => payment.paymentId);

  it('opens a welcome period with the account, during which no invoice can be made', async () => {
    const answer = await checkout();
    expect(answer.checkout).toMatchObject({
      status: 'trialing',
      shown_status: 'trialing',
      restricted: false,
      trial_ends_on: addDays(opened, 30),
      remain_to_end_trial: 30,
      payment_method: null,
    });
    expect(answer.invoices).toEqual([]);
    const observed = (await get('observer')).json();
    expect(observed).toMatchObject({
      status: 'trialing',
      object: { display_trialing_gonna_over: false, invalidate_query: false },
    });
    const offers = (await get('availableOffers')).json();
    expect(offers.offers.map((offer: { is_clinic: boolean }) => offer.is_clinic)).toEqual([false, false, false]);
    expect(offers.contract_selected_offer).toBeNull();
    const refused = await invoice();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('subscriptionStepUnavailable');
  });

  it('announces the end of the welcome period the last 7 days, then waits, restricted', async () => {
    clock += 23 * dayMs;
    expect((await get('observer')).json().object).toMatchObject({ display_trialing_gonna_over: true, remain_to_end_trial: 7 });
    clock += 7 * dayMs;
    const observed = (await get('observer')).json();
    expect(observed).toMatchObject({ status: 'waiting', object: { invalidate_query: true } });
    expect((await get('observer')).json().object.invalidate_query).toBe(false);
    expect((await checkout()).checkout).toMatchObject({ status: 'waiting', shown_status: 'hold', restricted: true });
  });

  it('refuses what the rules refuse: cash under 3 months, another kind of offer, a used proof', async () => {
    const cash = await invoice({ payment_method: 'cash', requested_period: 1 });
    expect([cash.statusCode, cash.json().code]).toEqual([400, 'validationFailed']);
    const clinicOffer = await invoice({ offer_id: clinicOfferId });
    expect([clinicOffer.statusCode, clinicOffer.json().code]).toEqual([404, 'notFound']);
    const token = await proofOf(app);
    const body = { offer_id: establishedOfferId, requested_period: 13, token };
    const tooLong = await app.inject({ method: 'POST', url: url('createInvoice'), headers: doctor.headers, payload: body });
    expect(tooLong.statusCode).toBe(400);
    const reused = await app.inject({
      method: 'POST',
      url: url('createInvoice'),
      headers: doctor.headers,
      payload: { ...body, requested_period: 3 },
    });
    expect([reused.statusCode, reused.json().code]).toEqual([400, 'proofOfWorkInvalid']);
  });

  it('makes an invoice by transfer waiting for its receipt, once: a replay answers the same, another request is refused', async () => {
    const payload = { offer_id: establishedOfferId, payment_method: 'versement', requested_period: 3, token: await proofOf(app) };
    const headers = { ...doctor.headers, 'idempotency-key': 'invoice-request-1' };
    const first = await app.inject({ method: 'POST', url: url('createInvoice'), headers, payload });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      object: { redirectUrl: null, invoice_status: 'open' },
      payment_method: 'versement',
      requested_period: 3,
      code: 'DoctorStartServiceAfterAttractionPeriodSuccess',
    });
    const replay = await app.inject({ method: 'POST', url: url('createInvoice'), headers, payload });
    expect(replay.json()).toEqual(first.json());
    const again = await invoice({ payment_method: 'virement' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'subscriptionRequestInProgress']);

    const today = practiceDay(new Date(clock));
    const answer = await checkout();
    expect(answer.checkout).toMatchObject({
      status: 'open',
      shown_status: 'payment_waiting',
      restricted: false,
      shift_request_pending: true,
      invoice_offer: establishedOfferId,
      original_offer: establishedOfferId,
      invoice_duration: 12,
      paid_invoice_duration: 0,
      monthly_price: 300_000,
      remain_to_pay: 3_600_000,
      payment_due_date: addDays(today, 10),
      payment_frequency: 'QUARTERLY',
    });
    expect(answer.invoices).toHaveLength(1);
    expect(answer.invoices[0]).toMatchObject({ status: 'open', starts_on: today, total: 3_600_000 });
    expect(answer.invoices[0].payments).toMatchObject([
      { months: 3, amount: 900_000, payment_method: 'versement', status: 'WAITING' },
    ]);
    expect((await get('availableOffers')).json().contract_selected_offer).toBe(establishedOfferId);
  });

  it('lets the operator confirm the payment: the months are paid, the doctor is told, the log keeps it', async () => {
    const [paymentId] = await waitingPaymentIds();
    const confirmed = await operatorRun(app, 'subscriptions.confirm', { id: paymentId });
    expect(confirmed).toMatchObject({ verdict: 'confirmed', status: 'open', paidMonths: 3, amountCentimes: 900_000 });
    await expect(operatorRun(app, 'subscriptions.confirm', { id: paymentId })).rejects.toMatchObject({
      statusCode: 409,
      code: 'subscriptionStepUnavailable',
    });
    expect(await waitingPaymentIds()).toEqual([]);
    const [entry] = await app.services.audit.list({ targetId: paymentId! });
    expect(entry).toMatchObject({ actor: 'tester', action: 'subscriptions.confirm', targetType: 'subscription_payment' });
    const notifications = await app.inject({
      method: 'GET',
      url: '/api/v1/doctors/notifications/get-all-notifications-paginated?page=1',
      headers: doctor.headers,
    });
    expect(notifications.json().docs[0]).toMatchObject({ type: 'subscription_payment_verdict', category: 'payment' });
    const answer = await checkout();
    expect(answer.checkout).toMatchObject({
      status: 'open',
      shown_status: 'active',
      current_paid: true,
      paid_invoice_duration: 3,
    });
    expect(answer.invoices[0].payments[0]).toMatchObject({ status: 'PAID' });
  });

  it('renews once the paid months are over; a rejected receipt leaves a request to make again, which replaces it', async () => {
    const early = await post('prorate', { new_period: 3, payment_method: 'versement' });
    expect([early.statusCode, early.json().code]).toEqual([409, 'subscriptionStepUnavailable']);
    clock += 92 * dayMs;
    expect((await get('observer')).json().object).toMatchObject({
      display_popup_renew_period_cycle: true,
      remain_to_pay: 2_700_000,
    });
    const renewed = await post('prorate', { new_period: 6, payment_method: 'ccp' });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({ payment_method: 'ccp', new_period: 6, request_submitted: true });
    const [paymentId] = await waitingPaymentIds();
    await operatorRun(app, 'subscriptions.reject', { id: paymentId });
    expect((await checkout()).checkout).toMatchObject({ incomplete_shift_request: true, shift_request_duration: 6 });
    expect((await get('observer')).json().object).toMatchObject({
      display_topbar_incomplete_shift_request_pending: true,
      incomplete_shift_request_duration: 6,
    });
    const again = await post('prorate', { new_period: 9, payment_method: 'virement' });
    expect(again.statusCode).toBe(200);
    const payments = (await checkout()).invoices[0].payments;
    expect(payments.map((payment: { months: number; status: string }) => [payment.months, payment.status])).toEqual([
      [3, 'PAID'],
      [6, 'UNPAID'],
      [9, 'WAITING'],
    ]);
    const tooMany = await post('prorate', { new_period: 10, payment_method: 'virement' });
    expect([tooMany.statusCode, tooMany.json().code]).toEqual([409, 'subscriptionRequestInProgress']);
  });

  it("never shows another account's subscription; assistants and clinic accounts read the one they follow, only payers pay", async () => {
    const main = await sessionOf(app, 'doctor@tabib.test');
    const mainAnswer = await checkout(main.headers);
    expect(mainAnswer.invoices).toEqual([]);
    expect(mainAnswer.checkout.status).toBe('trialing');
    const assistant = await sessionOf(app, 'assistant@tabib.test');
    expect((await checkout(assistant.headers)).checkout.status).toBe('trialing');
    const refused = await invoice({}, assistant.headers);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'notAuthorizedForAction']);

    const clinicDoctor = await sessionOf(app, 'clinic.doctor@tabib.test');
    expect((await get('clinicTracking', clinicDoctor.headers)).json()).toEqual({
      success: true,
      status: 'trialing',
      restricted: false,
      display_topbar_start_subscription: false,
    });
    expect((await invoice({ offer_id: clinicOfferId }, clinicDoctor.headers)).statusCode).toBe(403);
    const admin: Session = await sessionOf(app, 'clinic@tabib.test');
    const offers = (await get('availableOffers', admin.headers)).json();
    expect(offers.offers.map((offer: { _id: string }) => offer._id)).toEqual([clinicOfferId]);
    expect((await checkout(admin.headers)).checkout).toMatchObject({ status: 'trialing', restricted: false });
  });

  it('keeps a contact message for the operator and e-mails it', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: url('contactUs'),
      headers: doctor.headers,
      payload: { message: '  Je souhaite payer par chèque.  ' },
    });
    expect(sent.json()).toEqual({ success: true });
    const [stored] = await app.db
      .select()
      .from(subscriptionContactMessages)
      .where(eq(subscriptionContactMessages.userId, doctor.id));
    expect(stored).toMatchObject({ message: 'Je souhaite payer par chèque.', locale: 'fr' });
    const [mail] = await app.db.select().from(outboundEmails).where(eq(outboundEmails.template, 'subscription-contact'));
    expect(mail).toMatchObject({ recipient: 'operator@tabib.test' });
    expect(mail!.text).toContain('Je souhaite payer par chèque.');
    const verdictMails = await app.db.select().from(outboundEmails).where(eq(outboundEmails.recipient, 'abonne@example.dz'));
    expect(verdictMails.map((row) => row.template)).toContain('subscription-payment');
    const tooLong = await app.inject({
      method: 'POST',
      url: url('contactUs'),
      headers: doctor.headers,
      payload: { message: 'x'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});
