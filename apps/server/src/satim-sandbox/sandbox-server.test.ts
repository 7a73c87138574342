import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDefaults } from './sandbox-defaults';
import { startSatimSandbox, type SatimSandbox } from './sandbox-server';

const merchant = { userName: sandboxDefaults.userName, password: sandboxDefaults.password };
const nextYear = String(new Date().getUTCFullYear() + 1);
let sandbox: SatimSandbox;
let counter = 0;

beforeAll(async () => {
  sandbox = await startSatimSandbox({ port: 0 });
});
afterAll(() => sandbox.close());

const registerParams = (overrides: Record<string, string> = {}) => ({
  ...merchant,
  orderNumber: `SBX${String(++counter).padStart(7, '0')}`,
  amount: '1200000',
  currency: '012',
  returnUrl: 'http://127.0.0.1:3000/back',
  language: 'fr',
  jsonParams: JSON.stringify({ force_terminal_id: sandboxDefaults.terminalId, udf1: 'INV-7' }),
  ...overrides,
});

const post = (path: string, params: Record<string, string>) =>
  fetch(`${sandbox.url}${path}`, { method: 'POST', body: new URLSearchParams(params), redirect: 'manual' });

async function register(overrides: Record<string, string> = {}) {
  const answer = (await (await post('/payment/rest/register.do', registerParams(overrides))).json()) as Record<string, string>;
  return answer;
}

const cardForm = (mdOrder: string, overrides: Record<string, string> = {}) => ({
  mdOrder,
  language: 'fr',
  pan: '6280 5800 0000 0017',
  expiryMonth: '06',
  expiryYear: nextYear,
  cvv2: '123',
  cardholderName: 'Karim Haddad',
  ...overrides,
});

describe('SATIM sandbox', () => {
  it('takes register.do parameters from the query string as from a form body', async () => {
    const query = new URLSearchParams(registerParams({ language: 'ar' }));
    const answer = await (await fetch(`${sandbox.url}/payment/rest/register.do?${query}`)).json();
    expect(answer).toMatchObject({ errorCode: '0', orderId: expect.stringMatching(/^[A-Za-z0-9]{20}$/) });
    expect(answer.formUrl).toBe(
      `${sandbox.url}/payment/merchants/${merchant.userName}/payment_ar.html?mdOrder=${answer.orderId}`,
    );
  });

  it.each([
    [{ currency: '978' }, '3'],
    [{ orderNumber: 'TOO-SHORT' }, '5'],
    [{ amount: '12.5' }, '5'],
    [{ returnUrl: '' }, '4'],
    [{ returnUrl: 'javascript:alert(1)' }, '5'],
    [{ jsonParams: JSON.stringify({ force_terminal_id: 'E000000000', udf1: 'x' }) }, '5'],
    [{ jsonParams: JSON.stringify({ force_terminal_id: sandboxDefaults.terminalId }) }, '4'],
    [{ jsonParams: 'not json' }, '5'],
  ])('refuses register.do with %o (errorCode %s)', async (overrides, errorCode) => {
    expect(await register(overrides)).toEqual({ errorCode, errorMessage: expect.any(String) });
  });

  it('shows the card form in the order language, every field labelled', async () => {
    for (const [language, dir, payLabel] of [
      ['fr', 'ltr', 'Payer'],
      ['en', 'ltr', 'Pay'],
      ['ar', 'rtl', 'ادفع'],
    ] as const) {
      const { formUrl } = await register({ language });
      const html = await (await fetch(formUrl!)).text();
      expect(html).toContain(`<html lang="${language}" dir="${dir}">`);
      expect(html).toContain(`<button type="submit" id="pay">${payLabel}</button>`);
      expect(html).toContain('12 000 DA');
      const fields = [...html.matchAll(/<(?:input|select) id="([^"]+)"/g)].map((match) => match[1]);
      expect(fields).toEqual(['pan', 'expiryMonth', 'expiryYear', 'cvv2', 'cardholderName']);
      for (const id of fields) expect(html).toContain(`<label for="${id}">`);
    }
  });

  it('sends the form back with its problems marked, keeping what was typed', async () => {
    const { orderId } = await register();
    const cases = [
      [
        { pan: '', cvv2: '', cardholderName: '', expiryMonth: '' },
        ['pan', 'cvv2', 'cardholderName'],
        'Ce champ est obligatoire.',
      ],
      [{ pan: '6280580000000099' }, ['pan'], 'Carte inconnue du bac à sable'],
      [{ expiryYear: '2001' }, [], 'Cette carte est expirée.'],
      [{ cvv2: '12a' }, ['cvv2'], 'Valeur invalide.'],
    ] as const;
    for (const [overrides, invalid, message] of cases) {
      const answer = await post('/payment/rest/processform.do', cardForm(orderId!, overrides));
      expect(answer.status).toBe(400);
      const html = await answer.text();
      expect(html).toContain('role="alert"');
      expect(html).toContain(message);
      for (const id of invalid) expect(html).toMatch(new RegExp(`id="${id}"[^>]*aria-invalid="true"`));
    }
    const html = await (await post('/payment/rest/processform.do', cardForm(orderId!, { pan: '6280580000000099' }))).text();
    expect(html).toContain('value="6280580000000099"');
  });

  it('takes one payment per order and shows an already processed page after it', async () => {
    const { orderId, formUrl } = await register();
    const paid = await post('/payment/rest/processform.do', cardForm(orderId!));
    expect(paid.headers.get('location')).toBe(`http://127.0.0.1:3000/back?orderId=${orderId}`);
    const again = await post('/payment/rest/processform.do', cardForm(orderId!, { pan: '6280580000000025' }));
    expect(again.status).toBe(409);
    const page = await fetch(formUrl!);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('Commande déjà traitée');
    expect((await fetch(`${sandbox.url}/payment/merchants/x/payment_en.html?mdOrder=nope`)).status).toBe(404);
  });

  it('answers a paid order like SATIM on every acknowledge path', async () => {
    const { orderId } = await register();
    await post('/payment/rest/processform.do', cardForm(orderId!));
    const ask = { ...merchant, mdOrder: orderId!, language: 'en' };
    const answer = await (await post('/payment/rest/public/acknowledgeTransaction.do', ask)).json();
    expect(answer).toEqual({
      OrderNumber: expect.stringMatching(/^SBX/),
      Amount: 1_200_000,
      currency: '012',
      expiration: `${nextYear}06`,
      cardholderName: 'Karim Haddad',
      depositAmount: 1_200_000,
      Pan: '628058**0017',
      approvalCode: expect.stringMatching(/^\d{6}$/),
      authCode: 2,
      params: { udf1: 'INV-7', respCode: '00', respCode_desc: 'Your payment has been accepted' },
      actionCode: 0,
      actionCodeDescription: 'Your payment has been accepted',
      ErrorCode: '0',
      ErrorMessage: 'Success',
      OrderStatus: 2,
      Ip: expect.any(String),
      SvfeResponse: '00',
    });
    const viaGet = await (await fetch(`${sandbox.url}/payment/rest/confirmOrder.do?${new URLSearchParams(ask)}`)).json();
    expect(viaGet).toEqual(answer);
    expect(await (await post('/payment/rest/acknowledgeTransaction.do', ask)).json()).toEqual(answer);
  });

  it('closes at once even while an acknowledgement is held back', async () => {
    const slow = await startSatimSandbox({ port: 0 });
    const registered = await (
      await fetch(`${slow.url}/payment/rest/register.do`, { method: 'POST', body: new URLSearchParams(registerParams()) })
    ).json();
    await fetch(`${slow.url}/payment/rest/processform.do`, {
      method: 'POST',
      body: new URLSearchParams(cardForm(registered.orderId, { pan: '6280580000000058' })),
      redirect: 'manual',
    });
    const pending = fetch(`${slow.url}/payment/rest/public/acknowledgeTransaction.do`, {
      method: 'POST',
      body: new URLSearchParams({ ...merchant, mdOrder: registered.orderId }),
    }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await slow.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await pending).toBeInstanceOf(Error);
  });
});
