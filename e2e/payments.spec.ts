import { expect, test, type Page } from './support/test';
import { accounts } from './support/accounts';
import { signIn } from './support/auth';
import { t, type Lang } from './support/locales';
import { bookNewPatientTomorrow, dayAfter, eventOf, showWeekOf, uniqueSuffix } from './support/calendar';

// Patient payments from the appointment modal (spec 2 sections 2.4, 2.10, 4 and 5): the doctor
// opens an appointment from the calendar, creates an act on tab 5 with a first payment, pays the
// rest in two parts (an overpay is refused without a call) until the act shows 'paid'; finds the
// same act in the patient modal's payment tab; then the panel in Arabic, right to left. Tomorrow at 10:00 (a retry takes the next 20 minutes).

async function openPaymentTab(page: Page, lastName: string, lang: Lang) {
  await showWeekOf(page, dayAfter(1), 1);
  await eventOf(page, lastName).click();
  const modal = page.getByTestId('appointment-modal');
  await expect(modal).toContainText(t(lang, 'appointments:modal.detailsTitle'));
  await modal.getByTestId('tab-payment').click();
  const panel = modal.getByTestId('payment-panel');
  await expect(panel).toBeVisible();
  return panel;
}

test('an act created on tab 5 is paid in parts until it shows paid, in French and in Arabic', async ({ page }, testInfo) => {
  const lastName = `Paiement-${uniqueSuffix()}`;
  const actTitle = `Détartrage ${uniqueSuffix()}`;
  await signIn(page, accounts.doctor);
  await bookNewPatientTomorrow(page, 10 * 60 + 20 * (testInfo.retry + testInfo.repeatEachIndex), {
    gender: 'MALE',
    firstName: 'Karim',
    lastName,
    age: 52,
  });
  await page.reload();

  const panel = await openPaymentTab(page, lastName, 'fr');
  await expect(panel).toContainText(t('fr', 'payments:empty'));

  // A new act: submit stays disabled until the form is valid; a first payment above the total is refused.
  await panel.getByTestId('add-new-act').click();
  const form = panel.getByTestId('new-act-form');
  await expect(form.getByTestId('new-act-submit')).toBeDisabled();
  await form.getByTestId('new-act-title').fill(actTitle);
  await form.getByTestId('new-act-description').fill('Deux séances');
  await form.getByTestId('new-act-total').fill('1 500,50');
  await form.getByTestId('new-act-paid').fill('2000');
  await expect(form).toContainText(t('fr', 'errors:paidAmountMoreThanTotal'));
  await expect(form.getByTestId('new-act-submit')).toBeDisabled();
  await form.getByTestId('new-act-paid').fill('500');
  await form.getByTestId('new-act-submit').click();
  await expect(page.getByTestId('notice-create-act-success')).toBeVisible();
  await expect(form).toBeHidden();

  const row = panel.getByTestId(`act-row-${actTitle}`);
  await expect(row.getByTestId('act-total')).toHaveText('1 500,50 DA');
  await expect(row.getByTestId('act-paid')).toHaveText('500 DA');
  await expect(row.getByTestId('act-remaining')).toHaveText('1 000,50 DA');

  // First part: 400 DA. Then 700 DA is more than what remains: refused before any call.
  await row.locator('.ant-table-row-expand-icon').click();
  const details = panel.getByTestId(`act-details-${actTitle}`);
  const addForm = details.getByTestId('add-payment-form');
  await addForm.getByTestId('add-payment-amount').fill('400');
  await addForm.getByTestId('add-payment-submit').click();
  await expect(row.getByTestId('act-remaining')).toHaveText('600,50 DA');
  await expect(details.getByTestId('item-amount')).toHaveText(['500 DA', '400 DA']);

  let walletCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/wallet-add-act-subitem')) walletCalls += 1;
  });
  await addForm.getByTestId('add-payment-amount').fill('700');
  await addForm.getByTestId('add-payment-submit').click();
  await expect(addForm).toContainText(t('fr', 'errors:paidAmountMoreThanTotal'));
  expect(walletCalls).toBe(0);

  // Second part: the rest, 600,50 DA. The act shows 'paid' and the add-payment form goes away.
  await addForm.getByTestId('add-payment-amount').fill('600,50');
  await addForm.getByTestId('add-payment-submit').click();
  await expect(row.getByTestId('act-state-paid')).toHaveText(t('fr', 'payments:state.paid'));
  await expect(row.getByTestId('act-paid')).toHaveText('1 500,50 DA');
  await expect(addForm).toBeHidden();
  await expect(details.getByTestId('item-amount')).toHaveText(['500 DA', '400 DA', '600,50 DA']);
  await page.screenshot({ path: testInfo.outputPath('payments-fr.png'), fullPage: true });

  // The same act in the patient modal's payment tab, opened from the header search.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('appointment-modal')).toBeHidden();
  await page.getByTestId('patient-search').locator('input').fill(lastName);
  await page.getByTestId('patient-search-option').filter({ hasText: lastName }).click();
  const patientModal = page.getByTestId('patient-modal');
  await patientModal.getByTestId('patient-tab-payment').click();
  const recordRow = patientModal.getByTestId('payment-panel').getByTestId(`act-row-${actTitle}`);
  await expect(recordRow.getByTestId('act-state-paid')).toHaveText(t('fr', 'payments:state.paid'));
  await expect(recordRow.getByTestId('act-total')).toHaveText('1 500,50 DA');
  await page.screenshot({ path: testInfo.outputPath('payments-patient-modal-fr.png'), fullPage: true });
  await page.keyboard.press('Escape');
  await expect(patientModal).toBeHidden();

  // The same act in Arabic: right to left, the same amounts, 'paid' in Arabic.
  await page.evaluate(() => localStorage.setItem('tabib.lang', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicPanel = await openPaymentTab(page, lastName, 'ar');
  const arabicRow = arabicPanel.getByTestId(`act-row-${actTitle}`);
  await expect(arabicRow.getByTestId('act-state-paid')).toHaveText(t('ar', 'payments:state.paid'));
  await expect(arabicRow.getByTestId('act-total')).toHaveText('1 500,50 DA');
  await expect(arabicPanel.getByTestId('add-new-act')).toHaveText(t('ar', 'payments:addNewAct'));
  await arabicRow.locator('.ant-table-row-expand-icon').click();
  await expect(arabicPanel.getByTestId(`act-details-${actTitle}`).getByTestId('item-amount')).toHaveCount(3);
  await page.screenshot({ path: testInfo.outputPath('payments-ar.png'), fullPage: true });
});
