import { randomInt, randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { expectCalendar, loginUrl, submitSignIn } from './support/auth';
import { specMessage, t } from './support/locales';
import { emailedLinks, serverLogMark, waitForEmailedLink } from './support/mail-log';

const linkSent = specMessage('auth:forgotPassword.success', 'Link sent successfully');
const resetDone = specMessage('auth:resetPassword.success', 'Your password has been successfully reset!');
const resetFailed = specMessage('auth:resetPassword.error', 'Could not reset your password, please try again!');

// A fresh password each run keeps the journey repeatable (a retry resets again).
const newPassword = () => `Reset.${randomInt(1000, 10_000)}Ab`;

test('forgot password: the e-mailed link resets the password, once, and the new one signs in', async ({ page }) => {
  const email = accounts.passwordResetter.email;
  const password = newPassword();

  await page.goto('/login');
  await page.getByTestId('forgot-password-link').click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  const mark = serverLogMark();
  await page.getByTestId('forgot-password-email').fill(email);
  await page.getByTestId('forgot-password-submit').click();
  await expect(page.getByTestId('forgot-password-success')).toHaveText(linkSent.fr);

  const link = await waitForEmailedLink(email, mark);
  expect(link.pathname).toBe('/reset-password');
  expect(link.searchParams.get('token')).toBeTruthy();
  const resetPath = `${link.pathname}${link.search}`;

  await page.goto(resetPath);
  await page.getByTestId('password-input').fill(password);
  await page.getByTestId('password-confirm-input').fill(password);
  await page.getByTestId('reset-password-submit').click();
  await expect(page.getByTestId('reset-password-success')).toContainText(resetDone.fr);

  // Single use: opened again, the used link says so at once, before any password is typed.
  await page.goto(resetPath);
  await expect(page.getByTestId('reset-link-invalid')).toContainText(resetFailed.fr);
  await expect(page.getByTestId('reset-link-invalid')).toContainText(t('fr', 'errors:invalidResetToken'));
  await expect(page.getByTestId('password-input')).toHaveCount(0);
  await page.getByTestId('reset-link-request-again').click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.goto('/login');
  await submitSignIn(page, { email, password });
  await expectCalendar(page);
});

test('forgot password gives the same answer for an unknown address, and sends nothing', async ({ page }) => {
  const email = `unknown-${randomUUID().slice(0, 8)}@tabib.test`;
  const mark = serverLogMark();
  await page.goto('/forgot-password');
  await page.getByTestId('forgot-password-email').fill(email);
  await page.getByTestId('forgot-password-submit').click();
  await expect(page.getByTestId('forgot-password-success')).toHaveText(linkSent.fr);
  expect(emailedLinks(email, mark)).toEqual([]);
});

test('the reset page without a token goes to sign-in', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(loginUrl);
  await expect(page.getByTestId('sign-in-submit')).toBeVisible();
});

test('an unknown or expired reset link says so when the page opens, in Arabic too', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('tabib.lang', 'ar'));
  await page.goto(`/reset-password?token=${randomUUID()}`);
  await expect(page.getByTestId('reset-link-invalid')).toContainText(t('ar', 'errors:invalidResetToken'));
  await expect(page.getByTestId('password-input')).toHaveCount(0);
});
