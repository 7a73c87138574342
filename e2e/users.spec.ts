import { expect, test, type Browser, type Locator, type Page } from './support/test';
import { accounts, demoPassword } from './support/accounts';
import { expectCalendar, loginUrl, signIn, submitSignIn } from './support/auth';
import { specMessage, t } from './support/locales';

// Each journey changes accounts for good (a new assistant blocked, a password changed): no retry.
test.describe.configure({ retries: 0 });

/**
 * Confirms the open popconfirm (antd keeps the closed ones in the page, hidden), then waits until
 * it has faded out: the next one must not find it still shown. A click as it opens can go unheard:
 * clicked again while it stays (its button ignores clicks while the action runs).
 */
/** Opens a row's confirmation with its button and confirms it; both clicks are checked as heard, clicked again while not. */
async function confirmAction(page: Page, opener: Locator) {
  const confirm = page.getByTestId('user-action-confirm').filter({ visible: true });
  await expect(async () => {
    if ((await confirm.count()) === 0) await opener.click({ timeout: 2_000 });
    await confirm.first().click({ timeout: 2_000 });
    await expect(confirm).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('the doctor adds an assistant, who signs in; blocking them ends their open session at once', async ({
  page: doctorPage,
  browser,
}) => {
  const email = `assistant.${Date.now()}@tabib.test`;
  const firstPassword = 'Assist1234';
  const ownPassword = 'Own.pass7';

  await signIn(doctorPage, accounts.doctor);
  await doctorPage.goto('/settings');
  await doctorPage.getByTestId('settings-nav-users').click();
  await expect(doctorPage).toHaveURL(/\/settings\/users$/);
  await expect(doctorPage.getByTestId('user-row-assistant@tabib.test')).toContainText('MANSOURI Sara');

  await doctorPage.getByTestId('users-tab-add').click();
  const form = doctorPage.getByTestId('add-user-form');
  const submit = doctorPage.getByTestId('add-user-submit');
  await expect(submit).toBeDisabled();

  // The form's own messages (spec 3 section 5).
  await doctorPage.getByTestId('add-user-email').fill('not-an-email');
  await doctorPage.getByTestId('add-user-phone').fill('12');
  await doctorPage.getByTestId('add-user-password').fill('abc');
  await doctorPage.getByTestId('add-user-last-name').fill('x');
  await doctorPage.getByTestId('add-user-last-name').fill('');
  await expect(form).toContainText(specMessage('users:form.errors.email', 'Email Invalid').fr);
  await expect(form).toContainText(specMessage('users:form.errors.phone', 'Invalid Phone Number').fr);
  await expect(form).toContainText(specMessage('users:form.errors.required', 'Required Field').fr);
  await expect(form).toContainText(
    specMessage('users:form.errors.assistantPasswordLength', 'Password must be at least 8 caracters long').fr,
  );
  await doctorPage.getByTestId('add-user-password').fill('12345678');
  await expect(form).toContainText(t('fr', 'users:form.errors.assistantPasswordComposition'));
  await expect(submit).toBeDisabled();

  await doctorPage.getByTestId('add-user-last-name').fill('Amrani');
  await doctorPage.getByTestId('add-user-first-name').fill('lina');
  await doctorPage.getByTestId('add-user-email').fill(email);
  await doctorPage.getByTestId('add-user-phone').fill('0661 23 45 67');
  await doctorPage.getByTestId('add-user-password').fill(firstPassword);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(doctorPage.getByText(specMessage('users:form.success', 'Add new Assistant successed').fr)).toBeVisible();

  // Back on "All Users": name, phone 3-3-4, position, never connected, active.
  const row = doctorPage.getByTestId(`user-row-${email}`);
  await expect(row).toContainText('AMRANI Lina');
  await expect(row).toContainText('066 123 4567');
  await expect(row).toContainText(t('fr', 'users:positions.ASSISTANT'));
  await expect(row.getByTestId('user-never-connected')).toBeVisible();
  await expect(row.getByTestId('user-status')).toHaveAttribute('data-status', 'active');

  // The assistant signs in with the 'User' box, chooses their own password, accepts the terms.
  const assistantPage = await newPage(browser);
  await signIn(assistantPage, { email, password: firstPassword, isUser: true }, { expectCalendar: false });
  await expect(assistantPage).toHaveURL(/\/reinitialize-password$/);
  await assistantPage.getByTestId('password-input').fill(ownPassword);
  await assistantPage.getByTestId('password-confirm-input').fill(ownPassword);
  await assistantPage.getByTestId('reinitialize-password-submit').click();
  await expect(assistantPage).toHaveURL(/\/our-terms$/);
  await assistantPage.getByTestId('accept-terms').click();
  await expectCalendar(assistantPage);

  await doctorPage.reload();
  await expect(row.getByTestId('user-never-connected')).toHaveCount(0);
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // Blocked: the assistant's open page leaves for /login by itself, saying why.
  await confirmAction(doctorPage, row.getByTestId('user-block'));
  await expect(row.getByTestId('user-status')).toHaveAttribute('data-status', 'blocked');
  await expect(assistantPage).toHaveURL(loginUrl);
  await expect(assistantPage.getByTestId('session-ended-notice')).toHaveText(t('fr', 'auth:sessionEnded.blocked'));

  await submitSignIn(assistantPage, { email, password: ownPassword, isUser: true });
  await expect(assistantPage.getByTestId('sign-in-error')).toHaveText(t('fr', 'errors:accountBlocked'));

  // Unblocked, then deleted: gone from the list.
  await confirmAction(doctorPage, row.getByTestId('user-unblock'));
  await expect(row.getByTestId('user-status')).toHaveAttribute('data-status', 'active');
  await confirmAction(doctorPage, row.getByTestId('user-delete'));
  await expect(row).toHaveCount(0);
  await assistantPage.context().close();
});

test('changing the password in preferences ends the other sessions; the new password works', async ({ page, browser }) => {
  const account = accounts.preferencesDoctor;
  const newPassword = 'Prefs.pass2';
  const otherPage = await newPage(browser);
  await signIn(otherPage, account);
  await signIn(page, account);

  await page.goto('/settings/preferences');
  // An e-mail notice, saved at once and kept.
  const notice = page.getByTestId('notice-appointmentsByOthers');
  await expect(notice).toHaveAttribute('aria-checked', 'false');
  await notice.click();
  await expect(page.getByText(t('fr', 'profile:preferences.notices.saved'))).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('notice-appointmentsByOthers')).toHaveAttribute('aria-checked', 'true');

  const fill = async (current: string, password: string, confirm = password) => {
    await page.getByTestId('preferences-currentPassword').fill(current);
    await page.getByTestId('preferences-password').fill(password);
    await page.getByTestId('preferences-passwordConfirm').fill(confirm);
    await page.getByTestId('preferences-password-submit').click();
  };
  await fill(demoPassword, demoPassword);
  await expect(page.getByText(t('fr', 'errors:newPasswordSameAsCurrent'))).toBeVisible();
  await fill('Wrong.pass1', newPassword);
  await expect(page.getByTestId('preferences-password-error')).toHaveText(t('fr', 'errors:currentPasswordInvalid'));
  await fill(demoPassword, newPassword);
  await expect(page.getByText(t('fr', 'profile:preferences.password.success'))).toBeVisible();

  // The other session is told, at once; this one stays.
  await expect(otherPage).toHaveURL(loginUrl);
  await expect(otherPage.getByTestId('session-ended-notice')).toHaveText(t('fr', 'auth:sessionEnded.passwordChanged'));
  await page.reload();
  await expect(page).toHaveURL(/\/settings\/preferences$/);

  await submitSignIn(otherPage, { ...account, password: newPassword });
  await expectCalendar(otherPage);
  await otherPage.context().close();
});
