import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { calendarUrl, expectCalendar, logOut, signIn, submitSignIn } from './support/auth';
import { t } from './support/locales';

// newdoctor@ can be onboarded once per server: a retry would find the password already changed.
test.describe.configure({ retries: 0 });

const newPassword = 'Nouveau.pass9';

test('newdoctor@ is forced through a new password, then the terms, then reaches the calendar', async ({ page }) => {
  // Three sign-ins and eight forms: 30 s alone, past the 75 s default beside another worker on two cores.
  test.slow();
  await signIn(page, accounts.newDoctor, { expectCalendar: false });
  await expect(page).toHaveURL(/\/reinitialize-password$/);
  await expect(page.getByTestId('password-rules')).toBeVisible();

  // No way around it: the calendar sends back to the forced step.
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/reinitialize-password$/);

  // The password rules of spec 1 section 5 are enforced by the form.
  const password = page.getByTestId('password-input');
  const confirm = page.getByTestId('password-confirm-input');
  const submit = page.getByTestId('reinitialize-password-submit');
  for (const [weak, message] of [
    ['Short.1', 'validation:passwordLength'],
    ['1234.5678', 'validation:passwordLetter'],
    ['Nouveau.passe', 'validation:passwordDigit'],
  ] as const) {
    await password.fill(weak);
    await confirm.fill(weak);
    await submit.click();
    await expect(page.getByText(t('fr', message), { exact: true }), weak).toBeVisible();
    await expect(page).toHaveURL(/\/reinitialize-password$/);
  }
  await password.fill(newPassword);
  await confirm.fill(`${newPassword}x`);
  await submit.click();
  await expect(page.getByText(t('fr', 'validation:passwordMismatch'), { exact: true })).toBeVisible();

  await confirm.fill(newPassword);
  await submit.click();
  await expect(page).toHaveURL(/\/our-terms$/);
  await expect(page.getByTestId('terms-text')).toContainText(t('fr', 'auth:terms.medicalData'));

  // The terms must be accepted before any page of the app.
  await page.goto('/patients');
  await expect(page).toHaveURL(/\/our-terms$/);
  await page.getByTestId('accept-terms').click();
  await expect(page).toHaveURL(/\/patients$/);
  // newdoctor@'s welcome period is over (demo-subscriptions.ts): the subscription's popup says so, once.
  const popup = page.getByTestId('payment-reminder-popup');
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await popup.getByTestId('popup-later').click();
  await expect(popup).toBeHidden();
  await page.getByTestId('nav-calendar').click();
  await expectCalendar(page);

  // Done once and for all: the onboarding pages now lead to the calendar.
  await page.goto('/reinitialize-password');
  await expect(page).toHaveURL(calendarUrl);
  await page.goto('/our-terms');
  await expect(page).toHaveURL(calendarUrl);

  // The old password is gone, the new one opens the calendar directly.
  await logOut(page);
  await submitSignIn(page, { email: accounts.newDoctor.email, password: 'Demo.pass1' });
  await expect(page.getByTestId('sign-in-error')).toHaveText(t('fr', 'auth:signIn.errors.incorrect'));
  await submitSignIn(page, { email: accounts.newDoctor.email, password: newPassword });
  await expectCalendar(page);
});
