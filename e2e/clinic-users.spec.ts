import { expect, expectAccessible, test } from './support/test';
import { accounts } from './support/accounts';
import { calendarUrl, signIn } from './support/auth';
import { t } from './support/locales';
import { fillEntityForm, saveEntityForm } from './support/clinic-entities';
import { serverLogMark, waitForEmailedPassword } from './support/mail-log';

// The accounts this journey adds are onboarded and deleted for good: a retry would not find them new.
test.describe.configure({ retries: 0 });

test('the clinic admin adds a doctor, who signs in and shows online, then deletes them; edits and deletes a user', async ({
  page,
  browser,
}) => {
  // Two sessions, an onboarding and five modal saves: more than one page's worth of waiting.
  test.slow();
  const stamp = Date.now();
  const doctorEmail = `clinic.new.doctor.${stamp}@tabib.test`;
  const userEmail = `clinic.new.user.${stamp}@tabib.test`;

  await signIn(page, accounts.clinicAdmin);
  await page.getByTestId('nav-clinic-users').click();
  await expect(page).toHaveURL(/\/clinic-users$/);
  await expect(page.getByTestId('clinic-entity-row-clinic.doctor@tabib.test')).toContainText('Rachid Bouzid', {
    timeout: 20_000,
  });

  // A doctor added: the form's own checks first, then the one-time password by e-mail.
  const mark = serverLogMark();
  await page.getByTestId('clinic-users-add').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(t('fr', 'clinic:users.form.titleAdd.doctor'));
  await dialog.getByTestId('clinic-entity-email').fill('pas-un-email');
  await page.getByTestId('clinic-entity-save').click();
  await expect(dialog).toContainText(t('fr', 'validation:email'));
  await fillEntityForm(page, { email: doctorEmail, firstName: 'Karima', lastName: 'Meziane', phone: '0661 55 44 33' });
  await expectAccessible(page, 'the add-doctor form');
  await saveEntityForm(page);
  const row = page.getByTestId(`clinic-entity-row-${doctorEmail}`);
  await expect(row).toContainText('Karima Meziane');
  await expect(row.getByTestId('clinic-entity-pending')).toBeVisible();
  await expect(row.getByTestId('clinic-entity-presence')).toHaveAttribute('data-status', 'off');

  // The new doctor signs in with it, replaces it and accepts the terms.
  const password = await waitForEmailedPassword(doctorEmail, mark);
  const doctorPage = await (await browser.newContext()).newPage();
  await signIn(doctorPage, { email: doctorEmail, password }, { expectCalendar: false });
  await expect(doctorPage).toHaveURL(/\/reinitialize-password$/);
  await doctorPage.getByTestId('password-input').fill('Karima.pass42');
  await doctorPage.getByTestId('password-confirm-input').fill('Karima.pass42');
  await doctorPage.getByTestId('reinitialize-password-submit').click();
  await expect(doctorPage).toHaveURL(/\/our-terms$/);
  await doctorPage.getByTestId('accept-terms').click();
  await expect(doctorPage).toHaveURL(calendarUrl);
  // The calendar's code loads now: on a busy machine that takes longer than one expect's wait.
  await expect(doctorPage.getByRole('heading', { name: t('fr', 'appointments:title'), exact: true })).toBeVisible({
    timeout: 30_000,
  });

  // Online on the clinic's page as soon as the doctor's page is connected, without a reload.
  await expect(row.getByTestId('clinic-entity-presence')).toHaveAttribute('data-status', 'work', { timeout: 20_000 });
  await expect(row.getByTestId('clinic-entity-pending')).toHaveCount(0);
  // ...and in the calendar's doctors panel, where the clinic picks the doctor it acts for.
  await page.getByTestId('nav-calendar').click();
  const panelEntry = page.getByTestId('clinic-doctors-panel').getByTestId('clinic-doctor').filter({ hasText: 'Karima Meziane' });
  await expect(panelEntry.locator('[data-online]')).toHaveAttribute('data-online', 'true', { timeout: 20_000 });
  await expect(panelEntry).toContainText(t('fr', 'appointments:clinic.online'));
  await page.getByTestId('nav-clinic-users').click();
  await expect(row.getByTestId('clinic-entity-presence')).toHaveAttribute('data-status', 'work');
  await page.getByTestId('clinic-users-presence').click();
  await page.locator(`.ant-select-item-option[title="${t('fr', 'clinic:users.filters.online')}"]`).click();
  await expect(page.getByTestId('clinic-users-table').locator('tbody tr[data-testid]')).toHaveCount(1);
  await expect(row).toBeVisible();

  // The doctor's page closes: off again.
  await doctorPage.context().close();
  await expect(page.getByTestId('clinic-users-table')).toContainText(t('fr', 'clinic:users.empty.doctor'));

  // The doctor is deleted (no appointment booked), which leaves the clinic's doctors as other journeys know them.
  await page.getByTestId('clinic-users-presence').click();
  await page.locator(`.ant-select-item-option[title="${t('fr', 'clinic:users.filters.allPresence')}"]`).click();
  await row.getByTestId('clinic-entity-delete').click();
  await expect(page.getByRole('dialog')).toContainText(t('fr', 'clinic:users.deleteConfirm.doctor'));
  await page.getByTestId('clinic-entity-delete-confirm').click();
  await expect(row).toHaveCount(0);
  // Its notice goes before the user's deletion, which says the same.
  const deleted = page.getByText(t('fr', 'clinic:users.notices.deleted'));
  await expect(deleted).toBeVisible();
  await expect(deleted).toHaveCount(0);

  // A user added, edited, then deleted.
  await page.getByTestId('clinic-users-tab-user').click();
  await expect(page.getByTestId('clinic-entity-row-clinic@tabib.test')).toContainText(t('fr', 'clinic:users.roles.admin'));
  await page.getByTestId('clinic-users-add').click();
  await expect(page.getByRole('dialog')).toContainText(t('fr', 'clinic:users.form.titleAdd.user'));
  await fillEntityForm(page, { email: userEmail, firstName: 'Samir', lastName: 'Accueil' });
  await saveEntityForm(page);
  const userRow = page.getByTestId(`clinic-entity-row-${userEmail}`);
  await expect(userRow).toContainText('Samir Accueil');
  await expect(userRow.getByTestId('clinic-entity-role')).toHaveText(t('fr', 'clinic:users.roles.member'));

  await userRow.getByTestId('clinic-entity-edit').click();
  await expect(page.getByRole('dialog')).toContainText(t('fr', 'clinic:users.form.titleEdit.user'));
  await expect(page.getByRole('dialog').getByTestId('clinic-entity-email')).toBeDisabled();
  await fillEntityForm(page, { firstName: 'Samira', lastName: 'Accueil' });
  await saveEntityForm(page);
  await expect(userRow).toContainText('Samira Accueil');

  await userRow.getByTestId('clinic-entity-delete').click();
  await expect(page.getByRole('dialog')).toContainText(t('fr', 'clinic:users.deleteConfirm.user'));
  await page.getByTestId('clinic-entity-delete-confirm').click();
  await expect(userRow).toHaveCount(0);
  await expect(deleted).toBeVisible();
});
