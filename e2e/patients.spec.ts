import { expect, test, type Page } from './support/test';
import { accounts } from './support/accounts';
import { signIn } from './support/auth';
import { t, type Lang } from './support/locales';

const stamp = Date.now() % 100_000;
const lastName = `Journey${stamp}`;
const phone = `0556${String(stamp).padStart(6, '0')}`;

async function openPatients(page: Page) {
  await page.getByTestId('patient-list-shortcut').click();
  await expect(page).toHaveURL(/\/patients$/);
}

const row = (page: Page, name: string) => page.getByTestId('patients-table-all').locator('tr', { hasText: name });
const modal = (page: Page) => page.getByTestId('patient-modal');

/** Other journeys add patients to the same practice: a seeded one may be past page 1, the header search finds it anywhere. */
async function openFromSearch(page: Page, name: string) {
  await page.getByTestId('patient-search').locator('input').fill(name);
  await page.getByTestId('patient-search-option').filter({ hasText: name }).first().click();
  await expect(modal(page)).toBeVisible();
}

test('a doctor adds a patient, fills the medical profile with a suggestion, blocks and unblocks', async ({ page }, testInfo) => {
  await signIn(page, accounts.doctor);
  await openPatients(page);
  await expect(page.getByRole('heading', { name: t('fr', 'patients:title') })).toBeVisible();

  // Add from /patients: the form refuses a short phone, then saves.
  await page.getByTestId('patient-add').click();
  await expect(modal(page)).toContainText(t('fr', 'patients:modal.titles.add'));
  await page.getByTestId('patient-last-name').fill(lastName);
  await page.getByTestId('patient-first-name').fill('Salima');
  await page.getByTestId('patient-phone').fill('0556');
  await page.getByTestId('patient-birthday').pressSequentially('04021991');
  await expect(page.getByTestId('patient-birthday')).toHaveValue('04/02/1991');
  await page.getByTestId('patient-save').click();
  await expect(modal(page)).toContainText(t('fr', 'errors:invalidPhoneNumber'));
  await page.getByTestId('patient-phone').fill(phone);
  await page.getByTestId('patient-gender').getByLabel(t('fr', 'patients:gender.FEMALE')).check();
  await page.getByTestId('patient-save').click();
  await expect(modal(page)).toBeHidden();

  // In the list, newest first; the expanded row gives the age in years.
  await expect(row(page, lastName)).toBeVisible();
  await row(page, lastName).locator('.ant-table-row-expand-icon').click();
  await expect(page.getByTestId('patient-expanded').first()).toContainText(
    t('fr', 'patients:age.years_other').replace('{{count}}', ''),
  );

  // The record: a guest patient opens as 'Update'; medical profile with a suggestion.
  await row(page, lastName).getByTestId('patient-name').click();
  await expect(modal(page).locator('.ant-modal-title')).toHaveText(t('fr', 'patients:modal.titles.update'));
  await page.getByTestId('patient-tab-medicalProfile').click();
  const diseases = page.getByTestId('profile-chronicDiseases');
  await diseases.click();
  await diseases.locator('input').pressSequentially('diab');
  await page.locator('.ant-select-item-option', { hasText: 'Diabète de type 2' }).click();
  await page.keyboard.press('Escape');
  await expect(diseases).toContainText('Diabète de type 2');
  await page.getByTestId('profile-height').fill('168');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText(t('fr', 'patients:messages.profileSaved'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();

  // Found again from the header search; the record shows what was saved, and who opened it.
  await page.getByTestId('patient-search').locator('input').fill(lastName);
  await page.getByTestId('patient-search-option').filter({ hasText: lastName }).click();
  await expect(modal(page)).toBeVisible();
  await page.getByTestId('patient-record-panels').getByText(t('fr', 'patients:accessLog.title')).click();
  await expect(page.getByTestId('access-log')).toContainText(t('fr', 'patients:accessLog.areas.medicalProfile'));
  await page.getByTestId('patient-tab-medicalProfile').click();
  await expect(page.getByTestId('profile-chronicDiseases')).toContainText('Diabète de type 2');
  await expect(page.getByTestId('profile-height')).toHaveValue('168');
  await page.getByTestId('patient-tab-history').click();
  await expect(page.getByTestId('visit-history')).toContainText(t('fr', 'patients:history.empty'));
  await page.screenshot({ path: testInfo.outputPath('patient-record-fr.png') });
  await page.keyboard.press('Escape');

  // Block: leaves the list for the blocked tab; unblock brings it back.
  await row(page, lastName).getByTestId('patient-block').click();
  await expect(row(page, lastName)).toHaveCount(0);
  await page.getByTestId('patients-tab-blocked').click();
  const blocked = page.getByTestId('patients-table-blocked').locator('tr', { hasText: lastName });
  await expect(blocked).toBeVisible();
  await blocked.getByTestId('patient-unblock').click();
  await expect(blocked).toHaveCount(0);
  await page.getByTestId('patients-tab-all').click();
  await expect(row(page, lastName)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('patients-fr.png') });
});

test('a registered patient opens read-only as Details', async ({ page }) => {
  await signIn(page, accounts.doctor);
  await openPatients(page);
  await openFromSearch(page, 'Slimani');
  await expect(modal(page).locator('.ant-modal-title')).toHaveText(t('fr', 'patients:modal.titles.details'));
  await expect(page.getByTestId('patient-read-only')).toBeVisible();
  await expect(page.getByTestId('patient-last-name')).toBeDisabled();
  await expect(page.getByTestId('patient-save')).toHaveCount(0);
});

test('a DOC-DEA doctor sees the add button, the shortcut and the record tabs disabled', async ({ page }) => {
  await signIn(page, accounts.limited);
  await expect(page.getByTestId('patient-list-shortcut')).toBeDisabled();
  await page.getByTestId('nav-patients').click();
  await expect(page.getByTestId('patient-add')).toBeDisabled();
  await expect(page.getByTestId('patient-block')).toHaveCount(0);
  await row(page, 'Belkacem').getByTestId('patient-name').click();
  await expect(modal(page)).toBeVisible();
  for (const tab of ['history', 'medicalProfile', 'reports', 'medicalFiles', 'payment']) {
    await expect(page.getByRole('tab', { name: t('fr', `patients:modal.tabs.${tab}`) }), tab).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }
  await expect(page.getByTestId('patient-last-name')).toBeDisabled();
});

test('the Arabic patients screen renders right to left', async ({ page }, testInfo) => {
  const lang: Lang = 'ar';
  await page.addInitScript(() => localStorage.setItem('tabib.lang', 'ar'));
  await signIn(page, accounts.doctor, { expectCalendar: false });
  await page.getByTestId('patient-list-shortcut').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: t(lang, 'patients:title') })).toBeVisible();
  const table = page.getByTestId('patients-table-all');
  await expect(table.locator('th', { hasText: t(lang, 'patients:columns.name') })).toBeVisible();
  expect(await table.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
  // The name column is the rightmost one in Arabic.
  const nameBox = await table.locator('th', { hasText: t(lang, 'patients:columns.name') }).boundingBox();
  const phoneBox = await table.locator('th', { hasText: t(lang, 'patients:columns.phone') }).boundingBox();
  expect(nameBox!.x).toBeGreaterThan(phoneBox!.x);
  await page.screenshot({ path: testInfo.outputPath('patients-ar.png') });
  await openFromSearch(page, 'Belkacem');
  await expect(modal(page).locator('.ant-modal-title')).toHaveText(t(lang, 'patients:modal.titles.update'));
  await page.getByTestId('patient-tab-medicalProfile').click();
  await page.screenshot({ path: testInfo.outputPath('patient-record-ar.png') });
});
