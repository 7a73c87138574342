import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { loginUrl, submitSignIn } from './support/auth';
import { specMessage, t } from './support/locales';

// Few failures, each on its own address: five per address (fifty per IP) lock sign-in for 15 min.
const incorrect = specMessage('auth:signIn.errors.incorrect', 'Email or Password incorrect');

test('a wrong password is refused with the spec message, in French by default', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, { email: accounts.wrongPasswordTarget.email, password: 'Wrong.pass1' });
  await expect(page.getByTestId('sign-in-error')).toHaveText(incorrect.fr);
  await expect(page).toHaveURL(loginUrl);
  expect(await page.evaluate(() => localStorage.getItem('tabib.token'))).toBeNull();
});

test('an unknown address gets the same answer, here in English', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('tabib.lang', 'en'));
  await page.reload();
  await submitSignIn(page, { email: `nobody-${randomUUID().slice(0, 8)}@tabib.test`, password: 'Demo.pass1' });
  await expect(page.getByTestId('sign-in-error')).toHaveText('Email or Password incorrect');
  await expect(page).toHaveURL(loginUrl);
});

test("an assistant who does not tick 'User' is told to tick it, in the page's language", async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, { email: accounts.assistant.email, isUser: false });
  await expect(page.getByTestId('sign-in-error')).toHaveText(t('fr', 'errors:signInNeedsUserBox'));
  await expect(page).toHaveURL(loginUrl);
  await page.evaluate(() => localStorage.setItem('tabib.lang', 'ar'));
  await page.reload();
  await submitSignIn(page, { email: accounts.assistant.email, isUser: false });
  await expect(page.getByTestId('sign-in-error')).toHaveText(t('ar', 'errors:signInNeedsUserBox'));
});

test('the form asks for a valid e-mail and a password before calling the server', async ({ page }) => {
  await page.goto('/login');
  let signInCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/doctors/auth')) signInCalls += 1;
  });
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByText(t('fr', 'validation:required'), { exact: true })).toHaveCount(2);
  await page.getByTestId('sign-in-email').fill('not-an-email');
  await expect(page.getByText(t('fr', 'validation:email'), { exact: true })).toBeVisible();
  expect(signInCalls).toBe(0);
});

test("the forgot-password link hides while 'User' is ticked; 'Join us' leaves the app", async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('forgot-password-link')).toBeVisible();
  await page.getByTestId('sign-in-user').check();
  await expect(page.getByTestId('forgot-password-link')).toHaveCount(0);
  await page.getByTestId('sign-in-user').uncheck();
  await expect(page.getByTestId('forgot-password-link')).toBeVisible();
  const joinUs = page.getByTestId('join-us-link');
  await expect(joinUs).toHaveText(t('fr', 'auth:signIn.joinUs'));
  await expect(joinUs).toHaveAttribute('href', /^https?:\/\//);
  await expect(joinUs).toHaveAttribute('target', '_blank');
});
