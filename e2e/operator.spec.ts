import { expect, test } from './support/test';
import { adminJson, e2eServer, runAdmin } from './support/admin-cli';
import { expectCalendar, loginUrl, signIn, storedToken, submitSignIn } from './support/auth';
import { t } from './support/locales';

// The account this journey creates is onboarded once: a retry would find its password changed.
test.describe.configure({ retries: 0 });

interface CreatedDoctor {
  account: { id: string; email: string };
  oneTimePassword: string;
}

test('an operator creates a doctor, who must replace the one-time password; blocking the account ends the open session', async ({
  page,
}) => {
  const email = `operator.${Date.now()}@tabib.test`;
  const help = await runAdmin(e2eServer(), ['--help']);
  expect(help.code).toBe(0);

  const created = await adminJson<CreatedDoctor>(e2eServer(), [
    'accounts',
    'create-doctor',
    '--email',
    email,
    '--first-name',
    'Walid',
    '--last-name',
    'Operateur',
  ]);
  expect(created.account.email).toBe(email);

  // The one-time password opens the account, straight into the forced reset.
  await signIn(page, { email, password: created.oneTimePassword }, { expectCalendar: false });
  await expect(page).toHaveURL(/\/reinitialize-password$/);
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/reinitialize-password$/);
  const newPassword = 'Walid.pass42';
  await page.getByTestId('password-input').fill(newPassword);
  await page.getByTestId('password-confirm-input').fill(newPassword);
  await page.getByTestId('reinitialize-password-submit').click();
  await expect(page).toHaveURL(/\/our-terms$/);
  await page.getByTestId('accept-terms').click();
  await expectCalendar(page);
  const token = await storedToken(page);

  // Blocked from the command line (through the running server's admin socket): the page
  // hears its session end and goes to the sign-in page; the old token opens nothing.
  const blocked = await runAdmin(e2eServer(), ['accounts', 'block', email]);
  expect(blocked.code, blocked.stderr).toBe(0);
  expect(blocked.stdout).toContain(`Blocked ${email}`);
  await expect(page).toHaveURL(loginUrl);
  await expect(page.getByTestId('session-ended-notice')).toHaveText(t('fr', 'auth:sessionEnded.blocked'));
  const refused = await page.request.get('/api/v1/doctors/web/backbone/retrieve-entity-profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(401);
  await submitSignIn(page, { email, password: newPassword });
  await expect(page.getByTestId('sign-in-error')).toBeVisible();

  // Unblocked, the doctor signs in with the password they chose; the log kept every step.
  expect((await runAdmin(e2eServer(), ['accounts', 'unblock', email])).code).toBe(0);
  await submitSignIn(page, { email, password: newPassword });
  await expectCalendar(page);
  const log = await adminJson<{ action: string; actor: string }[]>(e2eServer(), ['audit', 'list', '--target', email]);
  expect(log.map((entry) => entry.action)).toEqual(['accounts.unblock', 'accounts.block', 'accounts.create-doctor']);
  expect(log.every((entry) => entry.actor === 'e2e')).toBe(true);
});
