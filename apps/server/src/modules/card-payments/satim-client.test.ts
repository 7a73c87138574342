import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSatimSandbox, type SatimSandbox } from '../../satim-sandbox/sandbox-server';
import { testCards, type TestCardOutcome } from '../../satim-sandbox/test-cards';
import { judgePayment } from './payment-judgement';
import { receiptOf } from './payment-receipt';
import {
  createSatimClient,
  newSatimOrderNumber,
  type RegisterInput,
  type SatimAcknowledgement,
  type SatimClient,
} from './satim-client';
import { loadSatimConfig, type SatimConfig } from './satim-config';

const returnUrl = 'http://127.0.0.1:3000/settings/subscription/epayment-confirmation?lang=fr';
const failUrl = 'http://127.0.0.1:3000/settings/subscription/epayment-confirmation?failed=1';
const panOf = (outcome: TestCardOutcome) => testCards.find((card) => card.outcome === outcome)!.pan;
const nextYear = String(new Date().getUTCFullYear() + 1);

let sandbox: SatimSandbox;
let config: SatimConfig;
let client: SatimClient;

beforeAll(async () => {
  sandbox = await startSatimSandbox({ port: 0, acknowledgeDelayMs: 1500 });
  config = { ...loadSatimConfig({ SATIM_URL: `${sandbox.url}/payment/rest` }), timeoutMs: 5000 };
  client = createSatimClient(config);
});
afterAll(() => sandbox.close());

const order = (overrides: Partial<RegisterInput> = {}): RegisterInput => ({
  orderNumber: newSatimOrderNumber(),
  amountCentimes: 1_200_000,
  returnUrl,
  failUrl,
  language: 'fr',
  udf1: 'invoice-1',
  ...overrides,
});

async function registered(input: RegisterInput) {
  const result = await client.register(input);
  if (result.kind !== 'registered') throw new Error(`not registered: ${JSON.stringify(result)}`);
  return result;
}

/** What a browser does on formUrl: open the page, fill the form it shows, post it; answers where it is sent. */
async function payOnForm(formUrl: string, pan: string): Promise<URL> {
  const page = await fetch(formUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
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
      cardholderName: 'Amina Benali',
    }),
    redirect: 'manual',
  });
  expect(submitted.status).toBe(302);
  return new URL(submitted.headers.get('location')!);
}

async function acknowledged(orderId: string, language: 'fr' | 'en' | 'ar' = 'fr'): Promise<SatimAcknowledgement> {
  const ack = await client.acknowledge(orderId, language);
  if (ack.kind !== 'acknowledged') throw new Error(`not acknowledged: ${JSON.stringify(ack)}`);
  return ack;
}

describe('SATIM client against the sandbox', () => {
  it('registers, pays with the accepting card, acknowledges a paid order and makes its receipt', async () => {
    const input = order({ amountCentimes: 500_000 });
    const { orderId, formUrl } = await registered(input);
    expect(new URL(formUrl).host).toBe(new URL(sandbox.url).host);
    expect(formUrl).toContain(`mdOrder=${orderId}`);

    const back = await payOnForm(formUrl, panOf('paid'));
    expect(back.origin + back.pathname).toBe(returnUrl.split('?')[0]);
    expect(back.searchParams.get('orderId')).toBe(orderId);
    expect(back.searchParams.get('lang')).toBe('fr');

    const ack = await acknowledged(orderId);
    expect(ack).toMatchObject({ paid: true, errorCode: '0', orderStatus: 2, respCode: '00', orderNumber: input.orderNumber });
    expect(ack.amountCentimes).toBe(500_000);
    expect(ack.approvalCode).toMatch(/^\d{6}$/);
    expect(ack.maskedPan).toBe('628058**0017');
    expect(judgePayment(ack, 500_000, input.orderNumber)).toEqual({ kind: 'paid' });

    const receipt = receiptOf(ack, { id: 'tx-1', billingId: 'invoice-1', doctorShortCode: 'DR-042' });
    expect(receipt).toEqual({
      _id: 'tx-1',
      operationNumber: input.orderNumber,
      bankOrderId: orderId,
      number: '628058**0017',
      amount: 500_000,
      approvalCode: ack.approvalCode,
      respCode_desc: 'Votre paiement a été accepté',
      actionCodeDescription: 'Votre paiement a été accepté',
      billingId: 'invoice-1',
      codeAuthorization: '2',
      transactionTime: ack.acknowledgedAt.toISOString(),
      doctorShortCode: 'DR-042',
    });
    // Asking again answers the same: a retry never turns into a second payment.
    expect(await acknowledged(orderId)).toMatchObject({ paid: true, amountCentimes: 500_000 });
  });

  it.each([
    ['refused', '37'],
    ['insufficientFunds', '51'],
    ['blocked', '62'],
  ] as const)('sends a %s card back to failUrl and acknowledges it as declined', async (outcome, respCode) => {
    const input = order();
    const { orderId, formUrl } = await registered(input);
    const back = await payOnForm(formUrl, panOf(outcome));
    expect(back.searchParams.get('failed')).toBe('1');
    expect(back.searchParams.get('orderId')).toBe(orderId);

    const ack = await acknowledged(orderId, 'ar');
    expect(ack).toMatchObject({ paid: false, errorCode: '3', orderStatus: 6, respCode, approvalCode: undefined });
    expect(ack.raw.ErrorCode).toBe(3);
    const judgement = judgePayment(ack, input.amountCentimes, input.orderNumber);
    expect(judgement).toEqual({
      kind: 'refused',
      reason: 'declined',
      message: expect.stringContaining(`رمز الخطأ: ${respCode}`),
    });
  });

  it('reports a slow acknowledgement as unavailable, and the paid verdict when asked again with time to answer', async () => {
    const input = order();
    const { orderId, formUrl } = await registered(input);
    await payOnForm(formUrl, panOf('acknowledgeTimeout'));

    const impatient = createSatimClient({ ...config, timeoutMs: 200 });
    expect(await impatient.acknowledge(orderId)).toMatchObject({ kind: 'unavailable', reason: 'timeout' });

    const ack = await acknowledged(orderId);
    expect(judgePayment(ack, input.amountCentimes, input.orderNumber)).toEqual({ kind: 'paid' });
  });

  it('acknowledges an order left without paying as not paid', async () => {
    const input = order();
    const { orderId, formUrl } = await registered(input);
    const html = await (await fetch(formUrl)).text();
    const cancel = new URL(/id="cancel" href="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&'));
    expect(cancel.origin + cancel.pathname).toBe(returnUrl.split('?')[0]);
    expect(cancel.searchParams.get('orderId')).toBe(orderId);

    const ack = await acknowledged(orderId);
    expect(ack).toMatchObject({ paid: false, orderStatus: 0, errorCode: '3' });
    expect(judgePayment(ack, input.amountCentimes, input.orderNumber)).toMatchObject({ kind: 'refused', reason: 'notPaid' });
  });

  it('does not count a payment of another amount or another order number', async () => {
    const input = order({ amountCentimes: 5000 });
    const { orderId, formUrl } = await registered(input);
    await payOnForm(formUrl, panOf('paid'));
    const ack = await acknowledged(orderId);
    expect(ack.paid).toBe(true);
    expect(judgePayment(ack, 700_000, input.orderNumber)).toEqual({
      kind: 'amountMismatch',
      expectedCentimes: 700_000,
      paidCentimes: 5000,
    });
    expect(judgePayment(ack, 5000, newSatimOrderNumber())).toMatchObject({ kind: 'refused', reason: 'otherOrder' });
  });

  it('refuses a reused order number, an amount under 50 DA and wrong credentials (register.do errorCode)', async () => {
    const input = order();
    await registered(input);
    expect(await client.register({ ...input, udf1: 'invoice-2' })).toMatchObject({ kind: 'refused', errorCode: '1' });
    expect(await client.register(order({ amountCentimes: 4999 }))).toMatchObject({ kind: 'refused', errorCode: '5' });
    expect(await registered(order({ amountCentimes: 5000 }))).toMatchObject({ kind: 'registered' });
    const intruder = createSatimClient({ ...config, password: 'wrong' });
    expect(await intruder.register(order())).toMatchObject({ kind: 'refused', errorCode: '5', errorMessage: 'Access denied' });
  });

  it('reads an unknown order id from acknowledgeTransaction.do ErrorCode', async () => {
    const ack = await acknowledged('UnknownOrderId000000');
    expect(ack).toMatchObject({ paid: false, errorCode: '6', orderStatus: undefined });
    expect(judgePayment(ack, 5000, 'ABCDE12345')).toMatchObject({ kind: 'refused', reason: 'unknownOrder' });
  });

  it('answers errorCode from register.do and ErrorCode from acknowledgeTransaction.do, and the client reads each', async () => {
    const form = (params: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(params) });
    const registerAnswer = await (await fetch(`${config.baseUrl}/register.do`, form({ userName: 'x', password: 'y' }))).json();
    expect(registerAnswer).toEqual({ errorCode: '5', errorMessage: 'Access denied' });
    const ackAnswer = await (
      await fetch(`${config.baseUrl}/public/acknowledgeTransaction.do`, form({ userName: 'x', password: 'y', mdOrder: 'z' }))
    ).json();
    expect(ackAnswer).toEqual({ ErrorCode: '5', ErrorMessage: 'Access denied' });
    // An ErrorCode that says nothing of the order leaves it pending rather than refused.
    const intruder = createSatimClient({ ...config, password: 'wrong' });
    expect(await intruder.acknowledge('UnknownOrderId000000')).toMatchObject({ kind: 'unavailable', reason: 'platformError' });
  });

  it('never hands out a formUrl on another host than the configured platform', async () => {
    const elsewhere = await startSatimSandbox({ port: 0, publicUrl: 'http://pay.example.test' });
    try {
      const strict = createSatimClient(loadSatimConfig({ SATIM_URL: `${elsewhere.url}/payment/rest` }));
      const result = await strict.register(order());
      expect(result).toMatchObject({
        kind: 'untrustedFormUrl',
        formUrl: expect.stringMatching(/^http:\/\/pay\.example\.test\//),
      });

      const allowing = createSatimClient(
        loadSatimConfig({ SATIM_URL: `${elsewhere.url}/payment/rest`, SATIM_ALLOWED_FORM_HOSTS: 'other.test, PAY.example.test' }),
      );
      expect(await allowing.register(order())).toMatchObject({ kind: 'registered' });
    } finally {
      await elsewhere.close();
    }
  });

  it('reports a platform it cannot reach as unavailable', async () => {
    const unreachable = createSatimClient({ ...config, baseUrl: 'http://127.0.0.1:9/payment/rest' });
    expect(await unreachable.register(order())).toMatchObject({ kind: 'unavailable', reason: 'network' });
    expect(await unreachable.acknowledge('AnyOrderId0000000000')).toMatchObject({ kind: 'unavailable', reason: 'network' });
  });
});
