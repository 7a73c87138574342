import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema/accounts';
import { sessionOf } from '../../test/booking-helpers';
import { createTestApp } from '../../test/test-app';
import { testBackends } from '../../test/test-database';
import { loadPayeeAccounts, type PayeeConfig } from './payee-accounts';
import { url } from './subscription-test-helpers';

const configured = {
  holder: 'CABINET EXPLOITANT SPA',
  bank: { name: 'CPA', agency: 'Oran Emir Abdelkader', rib: '004 00123 4567890123 21' },
  postal: { account: '9876543', key: '12' },
};

/** The bank-information modal's accounts: PAYEE_ACCOUNTS, demo ones outside production, none in production. */
describe.each(testBackends())('payee accounts on %s', (backend) => {
  const apps: App[] = [];
  const appWith = async (payee?: PayeeConfig) => {
    const app = await createTestApp(backend, payee === undefined ? {} : { config: { payee } });
    apps.push(app);
    return app;
  };
  const read = async (app: App, email = 'doctor@tabib.test') =>
    app.inject({ method: 'GET', url: url('payeeAccounts'), headers: (await sessionOf(app, email)).headers });
  let demoApp: App;

  beforeAll(async () => {
    demoApp = await appWith();
  });
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('answers the configured accounts, not flagged as demo', async () => {
    const app = await appWith(loadPayeeAccounts({ PAYEE_ACCOUNTS: JSON.stringify(configured), NODE_ENV: 'production' }));
    const answer = await read(app);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, payee: { ...configured, demo: false } });
  });

  it('answers the demo accounts, flagged, when none are set outside production', async () => {
    const answer = (await read(demoApp)).json();
    expect(answer.payee).toMatchObject({ holder: 'TABIB SARL', bank: { rib: '001 00601 0300000123 45' }, demo: true });
  });

  it('answers none when none are set in production', async () => {
    const app = await appWith(loadPayeeAccounts({ NODE_ENV: 'production' }));
    expect((await read(app)).json()).toEqual({ success: true, payee: null });
  });

  it('answers whoever follows a subscription (they see where to pay), no one signed out or following none', async () => {
    for (const email of ['assistant@tabib.test', 'clinic.doctor@tabib.test', 'clinic@tabib.test'])
      expect((await read(demoApp, email)).json().payee.demo).toBe(true);
    expect((await demoApp.inject({ method: 'GET', url: url('payeeAccounts') })).statusCode).toBe(401);
    // an assistant whose doctor is gone follows no subscription
    const { headers } = await sessionOf(demoApp, 'assistant@tabib.test');
    await demoApp.db.update(users).set({ employerDoctorId: null }).where(eq(users.email, 'assistant@tabib.test'));
    const refused = await demoApp.inject({ method: 'GET', url: url('payeeAccounts'), headers });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'notAuthorizedForAction']);
  });
});
