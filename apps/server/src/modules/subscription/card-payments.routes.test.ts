import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicReceiptPaths } from '@tabib/contracts/subscription-calls';
import type { App } from '../../app';
import { outboundEmails } from '../../db/schema/mail';
import { paymentExchanges, subscriptionPayments } from '../../db/schema/subscription';
import { startSatimSandbox, type SatimSandbox } from '../../satim-sandbox/sandbox-server';
import { testCards, type TestCardOutcome } from '../../satim-sandbox/test-cards';
import { at } from '../../test/booking-helpers';
import { createTestApp, testConfig } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { loadSatimConfig } from '../card-payments/satim-config';
import { cardCheckDelays } from './card-exchange-outcome';
import { epaymentConfirmationPagePath } from './card-registration';
import { dayMs, establishedOfferId, openedDoctor, operatorRun, proofOf, url } from './subscription-test-helpers';

type Headers = Record<string, string>;
type Doctor = { id: string; headers: Headers };

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const hasChromium = existsSync(chromiumPath);
const panOf = (outcome: TestCardOutcome) => testCards.find((card) => card.outcome === outcome)!.pan;
const nextYear = String(new Date().getUTCFullYear() + 1);
/** The established offer: 3 000 DA a month for 12 months. */
const fullYearCentimes = 12 * 300_000;

/** What a browser does on SATIM's formUrl: open the page, fill its form, post it; answers where it is sent back. */
async function payOnForm(formUrl: string, pan: string): Promise<URL> {
  const html = await (await fetch(formUrl)).text();
  const action = new URL(/<form[^>]* action="([^"]+)"/.exec(html)![1]!, formUrl);
  const mdOrder = /name="mdOrder" value="([^"]+)"/.exec(html)![1]!;
  const submitted = await fetch(action, {
    method: 'POST',
    body: new URLSearchParams({
      mdOrder,
      language: 'fr',
      pan,
      expiryMonth: '12',
      expiryYear: nextYear,
      cvv2: '123',
      cardholderName: 'Sofiane Abonne',
    }),
    redirect: 'manual',
  });
  expect(submitted.status).toBe(302);
  return new URL(submitted.headers.get('location')!);
}

interface ReceiptPageServer {
  server: Server;
  url: string;
  /** While true, the page answers 500: the PDF cannot be printed. */
  broken: boolean;
}

/** The web's receipt page, as far as the PDF needs one: Arabic, right to left. */
async function startReceiptPageServer(): Promise<ReceiptPageServer> {
  const server = createServer((request, response) => {
    if (!request.url?.startsWith('/receipt/')) return void response.writeHead(404).end();
    if (pages.broken) return void response.writeHead(500).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      '<!doctype html><html lang="ar" dir="rtl"><body data-receipt-ready="true"><h1>إيصال الدفع</h1><p>3 600 دج</p></body></html>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const pages: ReceiptPageServer = { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, broken: false };
  return pages;
}

/** Card payments through the SATIM sandbox (issue 18): register, return, replay, forgery, timeouts, receipt. */
describe.each(testBackends())('card payments on %s', (backend) => {
  let app: App;
  let sandbox: SatimSandbox;
  let pages: ReceiptPageServer;
  let clock = new Date(at(0, '07:00')).getTime();
  const names = ['payer', 'refused', 'tampered', 'slowRegister', 'slowAck', 'untrusted', 'away'] as const;
  const doctors = {} as Record<(typeof names)[number], Doctor>;

  beforeAll(async () => {
    sandbox = await startSatimSandbox({ port: 0, acknowledgeDelayMs: 3000 });
    pages = await startReceiptPageServer();
    app = await createTestApp(backend, {
      now: () => new Date(clock),
      config: {
        satim: { ...loadSatimConfig({ SATIM_URL: `${sandbox.url}/payment/rest` }), timeoutMs: 1000 },
        publicUrl: pages.url,
        chromiumPath,
        // The tests run the card job themselves, at the times they set.
        jobs: { ...testConfig.jobs, worker: false },
      },
    });
    for (const name of names) doctors[name] = await openedDoctor(app, `carte-${name.toLowerCase()}@example.dz`);
    // The welcome period is over: each may make an invoice.
    clock += 31 * dayMs;
  });
  afterAll(async () => {
    await app?.close();
    await sandbox?.close();
    pages?.server.close();
  });

  const cardInvoice = async (doctor: Doctor, months = 12) =>
    app.inject({
      method: 'POST',
      url: url('createInvoice'),
      headers: doctor.headers,
      payload: {
        offer_id: establishedOfferId,
        payment_method: 'cib',
        requested_period: months,
        lang: 'fr',
        token: await proofOf(app),
      },
    });
  const cardRenewal = async (doctor: Doctor, months = 12) =>
    app.inject({
      method: 'POST',
      url: url('prorate'),
      headers: doctor.headers,
      payload: { new_period: months, payment_method: 'cib', lang: 'fr', token: await proofOf(app) },
    });
  const confirm = (orderId: string, doctor: Doctor) =>
    app.inject({ method: 'GET', url: url('epaymentConfirm'), query: { orderId, lang: 'fr' }, headers: doctor.headers });
  const checkout = async (doctor: Doctor) =>
    (await app.inject({ method: 'GET', url: url('checkoutInformation'), headers: doctor.headers })).json();
  const exchangeOf = async (orderId: string) =>
    (await app.db.select().from(paymentExchanges).where(eq(paymentExchanges.satimOrderId, orderId)))[0]!;
  const paymentOf = async (paymentId: string) =>
    (await app.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, paymentId)))[0]!;
  /** What the card job told a doctor: the notifications (type, message) and the verdict e-mails. */
  async function toldTo(doctor: Doctor, email: string) {
    const notifications = await app.inject({
      method: 'GET',
      url: '/api/v1/doctors/notifications/get-all-notifications-paginated?page=1',
      headers: doctor.headers,
    });
    const mails = await app.db
      .select()
      .from(outboundEmails)
      .where(and(eq(outboundEmails.recipient, email), eq(outboundEmails.template, 'subscription-payment')));
    return {
      notifications: notifications.json().docs.map((doc: { type: string; message: string }) => [doc.type, doc.message]),
      mails: mails.map((row) => row.text),
    };
  }
  const receiptPath = (token: string, path: string = publicReceiptPaths.read) => `/api/v1${path.replace(':token', token)}`;

  /** A card invoice registered with the sandbox: SATIM's order id and payment page. */
  async function registered(doctor: Doctor) {
    const answer = await cardInvoice(doctor);
    expect(answer.statusCode, answer.body).toBe(200);
    const formUrl: string = answer.json().object.redirectUrl;
    expect(formUrl.startsWith(`${sandbox.url}/payment/merchants/`)).toBe(true);
    return { formUrl, orderId: new URL(formUrl).searchParams.get('mdOrder')! };
  }

  let paid: { orderId: string; receipt: Record<string, unknown>; token: string };

  it('pays a card invoice on the sandbox: stored before SATIM hears of it, paid on return, the subscription paid', async () => {
    const payer = doctors.payer;
    const { formUrl, orderId } = await registered(payer);
    const exchange = await exchangeOf(orderId);
    expect(exchange).toMatchObject({
      amountCentimes: fullYearCentimes,
      outcome: null,
      registerAnswer: { errorCode: '0', orderId },
    });
    expect(exchange.orderNumber).toMatch(/^[A-Za-z0-9]{10}$/);
    expect((await checkout(payer)).checkout).toMatchObject({ status: 'open', shift_request_pending: true });
    const again = await cardInvoice(payer);
    expect([again.statusCode, again.json().code]).toEqual([409, 'subscriptionRequestInProgress']);
    // The operator checks manual receipts only: a card payment is SATIM's to decide.
    const waiting = (await operatorRun(app, 'subscriptions.waiting')) as { paymentId: string }[];
    expect(waiting.map((payment) => payment.paymentId)).not.toContain(exchange.paymentId);

    const back = await payOnForm(formUrl, panOf('paid'));
    expect(back.origin + back.pathname).toBe(`${pages.url}${epaymentConfirmationPagePath}`);
    expect(back.searchParams.get('orderId')).toBe(orderId);
    const answer = await confirm(orderId, payer);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      success: true,
      outcome: 'paid',
      receipt: {
        _id: exchange.id,
        operationNumber: exchange.orderNumber,
        bankOrderId: orderId,
        number: '628058**0017',
        amount: fullYearCentimes,
        approvalCode: expect.stringMatching(/^\d{6}$/),
      },
      receipt_token: expect.any(String),
    });
    const after = await checkout(payer);
    expect(after.checkout).toMatchObject({ status: 'paid', shift_request_pending: false });
    expect(after.invoices[0]).toMatchObject({ _id: body.receipt.billingId, status: 'paid' });
    expect(after.invoices[0].payments).toMatchObject([{ payment_method: 'cib', status: 'PAID', months: 12 }]);
    paid = { orderId, receipt: body.receipt, token: body.receipt_token };
  });

  it('answers a replayed return with the same receipt without paying twice', async () => {
    const replay = await confirm(paid.orderId, doctors.payer);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ success: true, outcome: 'paid', receipt: paid.receipt, receipt_token: paid.token });
    const exchange = await exchangeOf(paid.orderId);
    const paidRows = await app.db
      .select()
      .from(subscriptionPayments)
      .where(and(eq(subscriptionPayments.id, exchange.paymentId), eq(subscriptionPayments.state, 'paid')));
    expect(paidRows).toHaveLength(1);
    expect((await checkout(doctors.payer)).invoices[0].payments).toHaveLength(1);
  });

  it('knows no forged order id, nor another account’s', async () => {
    const forged = await confirm('ForgedOrderId0000000', doctors.payer);
    expect([forged.statusCode, forged.json().code]).toEqual([404, 'EpaymentCaseNotFound']);
    const stranger = await confirm(paid.orderId, doctors.refused);
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'EpaymentCaseNotFound']);
    expect((await checkout(doctors.refused)).checkout.status).toBe('waiting');
  });

  it('opens the receipt by its token, not by an altered one', async () => {
    const read = await app.inject({ method: 'GET', url: receiptPath(paid.token) });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      success: true,
      receipt: paid.receipt,
      payer: { name: 'Sofiane Abonné', title: 'doctor' },
      offer_id: establishedOfferId,
      months: 12,
    });
    const last = paid.token.at(-2) === 'A' ? 'B' : 'A';
    const altered = `${paid.token.slice(0, -2)}${last}${paid.token.at(-1)}`;
    for (const token of [altered, 'not-a-token']) {
      const refused = await app.inject({ method: 'GET', url: receiptPath(token) });
      expect([refused.statusCode, refused.json().code]).toEqual([404, 'notFound']);
    }
  });

  it('e-mails the receipt of the payer’s own transaction only', async () => {
    const payload = { transactionId: paid.receipt._id, email: 'compta@example.dz' };
    const sent = await app.inject({ method: 'POST', url: url('emailReceipt'), headers: doctors.payer.headers, payload });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await app.db.select().from(outboundEmails).where(eq(outboundEmails.recipient, 'compta@example.dz'));
    expect(mail).toMatchObject({ template: 'subscription-receipt', locale: 'fr', subject: 'Votre reçu de paiement Tabib' });
    expect(mail!.text).toContain(`${pages.url}/receipt/${paid.token}`);
    expect(mail!.text).toContain('36 000');
    if (hasChromium) expect(mail!.text).toContain('Le reçu est joint en PDF.');
    const stranger = await app.inject({ method: 'POST', url: url('emailReceipt'), headers: doctors.refused.headers, payload });
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'notFound']);
  });

  it('prints the receipt page to PDF with Chromium; 503 receiptPdfUnavailable when it cannot', async () => {
    const pdfPath = receiptPath(paid.token, publicReceiptPaths.pdf);
    const unknown = await app.inject({ method: 'GET', url: receiptPath('not-a-token', publicReceiptPaths.pdf) });
    expect(unknown.statusCode).toBe(404);
    if (!hasChromium) {
      console.warn(`card payments: no Chromium at ${chromiumPath}, only the PDF's refusal is tested`);
      const refused = await app.inject({ method: 'GET', url: pdfPath });
      expect([refused.statusCode, refused.json().code]).toEqual([503, 'receiptPdfUnavailable']);
      return;
    }
    const pdf = await app.inject({ method: 'GET', url: pdfPath });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    pages.broken = true;
    try {
      const unprintable = await app.inject({ method: 'GET', url: pdfPath });
      expect([unprintable.statusCode, unprintable.json().code]).toEqual([503, 'receiptPdfUnavailable']);
    } finally {
      pages.broken = false;
    }
  });

  it('rejects a refused card with SATIM’s words; the instalment gives way to a new request', async () => {
    const doctor = doctors.refused;
    const { formUrl, orderId } = await registered(doctor);
    const back = await payOnForm(formUrl, panOf('refused'));
    expect(back.searchParams.get('orderId')).toBe(orderId);
    const answer = await confirm(orderId, doctor);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      outcome: 'rejected',
      rejection: { reason: 'declined', message: expect.stringContaining('Code erreur : 37') },
    });
    const exchange = await exchangeOf(orderId);
    expect(exchange).toMatchObject({ outcome: 'declined', acknowledgement: { OrderStatus: 6 } });
    expect(await paymentOf(exchange.paymentId)).toMatchObject({ state: 'incomplete' });
    expect((await confirm(orderId, doctor)).json()).toEqual(answer.json());
    const retried = await cardRenewal(doctor);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().redirectUrl).toMatch(/mdOrder=/);
    expect(await paymentOf(exchange.paymentId)).toMatchObject({ state: 'replaced' });
  });

  it('rejects a payment of another amount than the one registered', async () => {
    const doctor = doctors.tampered;
    const { formUrl, orderId } = await registered(doctor);
    await app.db
      .update(paymentExchanges)
      .set({ amountCentimes: fullYearCentimes + 100 })
      .where(eq(paymentExchanges.satimOrderId, orderId));
    await payOnForm(formUrl, panOf('paid'));
    const answer = await confirm(orderId, doctor);
    expect(answer.json()).toEqual({ success: true, outcome: 'rejected', rejection: { reason: 'amountMismatch', message: null } });
    const exchange = await exchangeOf(orderId);
    expect(await paymentOf(exchange.paymentId)).toMatchObject({ state: 'incomplete', paidAt: null });
    expect((await checkout(doctor)).checkout.status).toBe('open');
  });

  it('refuses a payment page off the platform: 502, no redirect, the instalment gives way', async () => {
    const doctor = doctors.untrusted;
    sandbox.quirkNextRegister({ formUrlOrigin: 'http://pay.example.test' });
    const answer = await cardInvoice(doctor);
    expect([answer.statusCode, answer.json().code]).toEqual([502, 'epaymentProviderFailed']);
    expect(answer.body).not.toContain('pay.example.test');
    const [exchange] = await app.db
      .select()
      .from(paymentExchanges)
      .innerJoin(subscriptionPayments, eq(subscriptionPayments.id, paymentExchanges.paymentId))
      .where(eq(subscriptionPayments.createdByUserId, doctor.id));
    expect(exchange!.payment_exchanges.outcome).toBe('untrustedFormUrl');
    expect(exchange!.subscription_payments.state).toBe('incomplete');
    const retried = await cardRenewal(doctor);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().redirectUrl.startsWith(sandbox.url)).toBe(true);
  });

  it('leaves an unanswered register.do pending; the card job closes it and a new request can be made', async () => {
    const doctor = doctors.slowRegister;
    sandbox.quirkNextRegister({ delayMs: 3000 });
    const answer = await cardInvoice(doctor);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().object).toEqual({ redirectUrl: null, invoice_status: 'open' });
    expect((await checkout(doctor)).checkout).toMatchObject({ status: 'open', shift_request_pending: true });
    const blocked = await cardRenewal(doctor);
    expect([blocked.statusCode, blocked.json().code]).toEqual([409, 'subscriptionRequestInProgress']);

    clock += cardCheckDelays.registerRetryMs;
    await app.jobs.runDue();
    expect((await checkout(doctor)).checkout).toMatchObject({ status: 'open', shift_request_pending: false });
    const retried = await cardRenewal(doctor);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().redirectUrl).toMatch(/mdOrder=/);
  });

  it('leaves a payment whose acknowledgement times out pending; the card job settles it, once', async () => {
    const doctor = doctors.slowAck;
    const { formUrl, orderId } = await registered(doctor);
    await payOnForm(formUrl, panOf('acknowledgeTimeout'));
    const slow = await confirm(orderId, doctor);
    expect([slow.statusCode, slow.json().code]).toEqual([502, 'epaymentProviderFailed']);
    expect((await checkout(doctor)).checkout).toMatchObject({ status: 'open', shift_request_pending: true });

    expect(await toldTo(doctor, 'carte-slowack@example.dz')).toEqual({ notifications: [], mails: [] });

    clock += cardCheckDelays.acknowledgeRetryMs;
    await app.jobs.runDue();
    expect(await exchangeOf(orderId)).toMatchObject({ outcome: 'paid' });
    expect((await checkout(doctor)).checkout.status).toBe('paid');
    // The doctor left on 'checked again shortly': the job's payment is notified and e-mailed.
    expect(await toldTo(doctor, 'carte-slowack@example.dz')).toEqual({
      notifications: [['subscription_payment_verdict', expect.objectContaining({ fr: expect.stringContaining('est confirmé') })]],
      mails: [expect.stringContaining('Nous avons bien reçu votre paiement')],
    });
    const back = await confirm(orderId, doctor);
    expect(back.json()).toMatchObject({ outcome: 'paid', receipt: { bankOrderId: orderId, amount: fullYearCentimes } });
  });

  it('settles a payment page left without paying once its session is over', async () => {
    const doctor = doctors.away;
    const { orderId } = await registered(doctor);
    clock += cardCheckDelays.abandonedMs;
    await app.jobs.runDue();
    const exchange = await exchangeOf(orderId);
    expect(exchange).toMatchObject({ outcome: 'notPaid', acknowledgement: { OrderStatus: 0 } });
    expect(await paymentOf(exchange.paymentId)).toMatchObject({ state: 'incomplete' });
    // Nothing was paid nor refused: nothing to tell.
    expect(await toldTo(doctor, 'carte-away@example.dz')).toEqual({ notifications: [], mails: [] });
    const answer = await confirm(orderId, doctor);
    expect(answer.json()).toMatchObject({ outcome: 'rejected', rejection: { reason: 'notPaid' } });
  });
});
