import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { adminJson, e2eServer } from './support/admin-cli';
import { signIn } from './support/auth';
import { uniqueSuffix } from './support/calendar';
import { t } from './support/locales';

// Spec 3 "Consultation reasons" and section 4: a DOC-ALL doctor adds a reason, which waits for
// the operator's validation; once the operator validates it (npm run admin), the calendar's
// reasons filter, open in another tab, shows it without a reload. reasons.doctor@ is its own
// account: a change of reasons refreshes every open calendar of the practice.

test('a new reason waits for validation, then appears live in the calendar filter once validated', async ({ page }) => {
  const title = `Ostéopathie ${uniqueSuffix()}`;
  await signIn(page, accounts.reasonsDoctor);
  const calendar = await page.context().newPage();
  await calendar.goto('/');
  const filter = calendar.getByTestId('reasons-filter');
  await expect(filter).toContainText('Consultation générale');

  await page.goto('/settings/consultation-reasons');
  await expect(page.getByTestId('consultation-reasons-page')).toContainText(t('fr', 'consultation-reasons:title'));
  await page.getByTestId('reason-add').click();
  await page.getByTestId('reason-title-fr').fill(title);
  await page.getByTestId('reason-duration').fill('25');
  await page.getByTestId('reason-price').fill('1500');
  await page.getByTestId('reason-form-save').click();

  const row = page.getByTestId('reason-row').filter({ hasText: title });
  await expect(row.getByTestId('reason-status')).toHaveText(t('fr', 'consultation-reasons:status.pending'));
  await expect(row).toContainText('1 500 DA');
  await expect(row).toContainText('25 min');
  const reasonId = await row.getAttribute('data-reason-id');
  expect(reasonId).toBeTruthy();
  await expect(filter).toContainText('Consultation générale');
  await expect(filter).not.toContainText(title);

  await adminJson(e2eServer(), ['reasons', 'validate', reasonId!]);

  await expect(filter).toContainText(title);
  await expect(row.getByTestId('reason-status')).toHaveText(t('fr', 'consultation-reasons:status.validated'));
});
