import { expect, expectAccessible, test, type Page } from './support/test';
import { accounts } from './support/accounts';
import { signIn } from './support/auth';
import { t } from './support/locales';
import { bookNewPatientInFreeSlot, dayAfter, eventOf, showWeekOf, uniqueSuffix } from './support/calendar';

// Issue 22, point 7: a payment the assistant acting as doctor takes asks the doctor to confirm it.
// The assistant records an act with a first payment on tab 5; the doctor's bell hears it live,
// shows it "to confirm", and a click confirms it, kept after a reload and shown in Arabic.

const daysAhead = 2;

/** Tab 5 of the appointment: a new act of 2 000 DA with a first payment of 1 200 DA. */
async function takePayment(assistant: Page, lastName: string) {
  await assistant.reload();
  await showWeekOf(assistant, dayAfter(daysAhead), daysAhead);
  await eventOf(assistant, lastName).click();
  const modal = assistant.getByTestId('appointment-modal');
  await modal.getByTestId('tab-payment').click();
  const panel = modal.getByTestId('payment-panel');
  await panel.getByTestId('add-new-act').click();
  const form = panel.getByTestId('new-act-form');
  await form.getByTestId('new-act-title').fill(`Consultation ${lastName}`);
  await form.getByTestId('new-act-total').fill('2000');
  await form.getByTestId('new-act-paid').fill('1200');
  await form.getByTestId('new-act-submit').click();
  await expect(assistant.getByTestId('notice-create-act-success')).toBeVisible();
}

test('the doctor is asked live to confirm a payment the assistant took, and confirms it from the bell; in French and in Arabic', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, accounts.doctor);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeEnabled();

  const assistantContext = await browser.newContext();
  const assistant = await assistantContext.newPage();
  await signIn(assistant, accounts.asDoctor);
  const lastName = `Encaisse${uniqueSuffix()}`;
  await bookNewPatientInFreeSlot(assistant, daysAhead, { firstName: 'Samia', lastName, gender: 'FEMALE' });
  await takePayment(assistant, lastName);
  await assistantContext.close();

  // Heard live: no reload on the doctor's side.
  await expect(page.getByTestId('notification-unread-dot')).toBeVisible();
  await bell.click();
  const item = page.getByTestId('notification-item').filter({ hasText: lastName });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item).toContainText('1 200 DA');
  const status = item.getByTestId('notification-payment-status');
  await expect(status).toHaveAttribute('data-status', 'pending');
  await expect(status).toHaveText(t('fr', 'notifications:paymentStatus.pending'));
  await expectAccessible(page, 'the bell with a payment to confirm');
  await page.screenshot({ path: testInfo.outputPath('payment-to-confirm-fr.png') });

  // A click confirms it: the server answers it confirmed.
  const confirmed = page.waitForResponse(
    (response) => response.url().includes('/mark-as-read') && response.request().method() === 'PUT',
  );
  await item.click();
  const answer = await confirmed;
  expect(answer.request().postDataJSON()).toEqual({ payment_notification: true, confirm_payment: true });
  expect((await answer.json()).notification.display_status).toBe('confirmed');

  // Kept on the server: after a reload, in Arabic, it reads confirmed and read.
  await page.evaluate(() => localStorage.setItem('tabib.lang', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('notification-bell').click();
  const arabicItem = page.getByTestId('notification-item').filter({ hasText: lastName });
  await expect(arabicItem).toHaveAttribute('data-unread', 'false');
  await expect(arabicItem.getByTestId('notification-payment-status')).toHaveText(
    t('ar', 'notifications:paymentStatus.confirmed'),
  );
  // the amount is isolated left to right: '1 200 DA', not '200 1'
  expect(await arabicItem.textContent()).toContain('\u20661 200 DA\u2069');
  await expectAccessible(page, 'the bell with a confirmed payment, in Arabic');
  await page.screenshot({ path: testInfo.outputPath('payment-confirmed-ar.png') });
});
