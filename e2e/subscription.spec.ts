import { expect, test, type Page, type TestInfo } from './support/test';
import { pickOption } from './support/select';
import { adminJson, e2eServer } from './support/admin-cli';
import { apiCall, clickHourSlot, dayAfter, eventOf, showWeekOf, uniquePhone, uniqueSuffix } from './support/calendar';
import { logOut } from './support/auth';
import { t, type Lang } from './support/locales';
import { createDoctor, laterOnReminder, onboard } from './support/new-doctor';

// Issue 18: the subscription's journeys, each from a doctor the operator opens for it with the
// welcome period it needs (accounts create-doctor --welcome-days). Every step is kept as a
// screenshot in the test's attachments, in French for the card and in Arabic for the transfer.

test.use({ viewport: { width: 1366, height: 800 } });

/** SATIM sandbox cards that pay and that the bank refuses (apps/server/src/satim-sandbox/test-cards.ts). */
const payingCard = '6280580000000017';
const refusedCard = '6280580000000025';

async function keepStep(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

async function chooseOffer(page: Page) {
  await expect(page.getByTestId('step-offers')).toBeVisible();
  await page.getByTestId('offer-choose').first().click();
  await page.getByTestId('step-offers').getByTestId('step-next').click();
  await expect(page.getByTestId('step-payment-methods')).toBeVisible();
}

/** Fills the sandbox's card page (its own form, in the language asked) and pays. */
async function payOnSandbox(page: Page, pan: string) {
  await page.locator('#pan').fill(pan);
  await page.locator('#expiryMonth').selectOption({ index: 12 });
  await page.locator('#expiryYear').selectOption({ index: 3 });
  await page.locator('#cvv2').fill('123');
  await page.locator('#cardholderName').fill('SALIMA BENALI');
  await page.locator('#pay').click();
}

const reasonTitle: Record<Lang, string> = { fr: 'Consultation', en: 'Consultation', ar: 'استشارة' };

/** A new account has no consultation reason: one, validated by the operator, to book with. */
async function giveValidatedReason(page: Page) {
  const created = await apiCall(page, 'POST', '/doctors/consultation-reasons', {
    title: reasonTitle,
    duration: 20,
    price: 150_000,
    color: '#1677ff',
  });
  expect(created.status).toBe(201);
  const reason = created.body.consultationReason as { _id: string };
  await adminJson(e2eServer(), ['reasons', 'validate', reason._id]);
  await page.reload();
}

async function bookNewPatient(page: Page, lang: Lang, hour: number) {
  const day = dayAfter(2);
  await showWeekOf(page, day, 2);
  await clickHourSlot(page, day.weekday, hour);
  const modal = page.getByTestId('appointment-modal');
  await expect(modal).toBeVisible();
  await pickOption(page, modal.getByTestId('field-reason'), reasonTitle[lang]);
  const lastName = `Abonne-${uniqueSuffix()}`;
  await modal.getByTestId('field-gender').getByLabel(t(lang, 'appointments:form.genders.MALE')).check();
  await modal.getByTestId('field-last-name').fill(lastName);
  await modal.getByTestId('field-first-name').fill('Riad');
  await modal.getByTestId('field-age').fill('41');
  await modal.getByTestId('field-phone').fill(uniquePhone());
  await modal.getByTestId('appointment-submit').click();
  return { modal, lastName };
}

test('the welcome period ends: banner and popup two days before; once over, an offer paid by card on SATIM, the receipt', async ({
  page,
}, testInfo) => {
  test.slow();
  // Two days before the end: a banner on every page and a popup, not shown again for this count.
  await onboard(page, await createDoctor(2));
  const popup = page.getByTestId('payment-reminder-popup');
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByTestId('popup-text')).toContainText('2');
  await expect(page.getByTestId('subscription-banner')).toBeVisible();
  await keepStep(page, testInfo, 'fr-1-two-days-left');
  await popup.getByTestId('popup-later').click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('subscription-banner')).toBeVisible();
  await expect(page.getByTestId('payment-reminder-popup')).toHaveCount(0);
  // Offers can be looked at, not committed to, while the welcome period runs.
  await page.getByTestId('banner-act').click();
  await expect(page.getByTestId('discover-offers-page')).toBeVisible();
  await keepStep(page, testInfo, 'fr-2-discover-offers');
  await logOut(page);

  // Over: the popup offers to subscribe, which opens the commitment.
  await onboard(page, await createDoctor(0));
  const resubscribe = page.getByTestId('payment-reminder-popup');
  await expect(resubscribe).toBeVisible({ timeout: 15_000 });
  await keepStep(page, testInfo, 'fr-3-welcome-over');
  await resubscribe.getByTestId('popup-act').click();
  await expect(page.getByTestId('invoice-commit-page')).toBeVisible();
  // The flows hide the shell's header.
  await expect(page.getByTestId('profile-menu')).toHaveCount(0);
  await keepStep(page, testInfo, 'fr-4-offers');
  await chooseOffer(page);

  await page.getByTestId('method-cib').click();
  // Card payment waits for the terms.
  await expect(page.getByTestId('step-payment-methods').getByTestId('step-next')).toBeDisabled();
  await page.getByTestId('card-terms').click();
  await keepStep(page, testInfo, 'fr-5-payment-method');
  await page.getByTestId('step-payment-methods').getByTestId('step-next').click();

  await expect(page.getByTestId('step-invoice-summary')).toBeVisible();
  await expect(page.getByTestId('summary-method')).toContainText('CIB');
  await keepStep(page, testInfo, 'fr-6-confirmation');
  await page.getByTestId('step-confirm').click();

  // SATIM's page (the sandbox's), then back to Tabib's confirmation.
  await expect(page.locator('#pan')).toBeVisible({ timeout: 20_000 });
  await keepStep(page, testInfo, 'fr-7-satim-card-page');
  await payOnSandbox(page, payingCard);
  await expect(page).toHaveURL(/\/settings\/subscription\/epayment-confirmation\?orderId=/, { timeout: 20_000 });
  const paid = page.getByTestId('epayment-paid');
  await expect(paid).toBeVisible({ timeout: 20_000 });
  await expect(paid.getByTestId('receipt-view')).toBeVisible();
  // Out of the flow, the header is back.
  await expect(page.getByTestId('profile-menu')).toBeVisible();
  // Paid: the reminders of before the payment are read again, and go.
  await expect(page.getByTestId('payment-reminder-popup')).toHaveCount(0);
  await expect(page.getByTestId('subscription-banner')).toHaveCount(0);
  await keepStep(page, testInfo, 'fr-8-receipt');

  // A replayed return pays nothing twice: the same receipt.
  await page.reload();
  await expect(page.getByTestId('epayment-paid')).toBeVisible({ timeout: 20_000 });

  // The overview now shows the paid plan, and the banner is gone.
  await page.goto('/settings/subscription');
  await expect(page.getByTestId('subscription-page')).toBeVisible();
  await expect(page.getByTestId('subscription-paid-months')).not.toHaveText(/^0/);
  await expect(page.getByTestId('subscription-banner')).toHaveCount(0);
  await keepStep(page, testInfo, 'fr-9-overview-paid');
});

test('in Arabic, a restricted doctor is refused a booking, pays by transfer, and books once the operator confirms', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.addInitScript(() => localStorage.setItem('tabib.lang', 'ar'));
  const doctor = await createDoctor(0);
  await onboard(page, doctor, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await laterOnReminder(page);
  await giveValidatedReason(page);

  // No welcome period left: the server refuses the booking with the catalogue's message.
  const { modal } = await bookNewPatient(page, 'ar', 10);
  const refusal = modal.getByTestId('booking-refusal');
  await expect(refusal).toHaveAttribute('data-code', 'subscriptionRestrictedAction');
  await expect(refusal).toContainText(t('ar', 'errors:subscriptionRestrictedAction'));
  await keepStep(page, testInfo, 'ar-1-booking-refused');
  await page.keyboard.press('Escape');

  await page.goto('/settings/subscription');
  await expect(page.getByTestId('subscription-page')).toBeVisible();
  await keepStep(page, testInfo, 'ar-2-overview-restricted');
  await page.getByTestId('action-invoice-commit').click();
  await expect(page.getByTestId('invoice-commit-page')).toBeVisible();
  await keepStep(page, testInfo, 'ar-3-offers');
  await chooseOffer(page);
  await page.getByTestId('method-virement').click();
  await keepStep(page, testInfo, 'ar-4-payment-method');
  await page.getByTestId('step-payment-methods').getByTestId('step-next').click();
  await expect(page.getByTestId('step-invoice-summary')).toBeVisible();
  await keepStep(page, testInfo, 'ar-5-confirmation');
  await page.getByTestId('step-confirm').click();
  await expect(page.getByTestId('step-final')).toBeVisible({ timeout: 20_000 });
  await keepStep(page, testInfo, 'ar-6-final');

  // The operator finds the transfer and confirms its receipt from the command line.
  const waiting = await adminJson<{ paymentId: string; method: string; accounts: { email: string }[] }[]>(e2eServer(), [
    'subscriptions',
    'waiting',
  ]);
  const transfer = waiting.find((payment) => payment.accounts.some((account) => account.email === doctor.email));
  expect(transfer?.method).toBe('virement');
  await adminJson(e2eServer(), ['subscriptions', 'confirm', transfer!.paymentId]);

  await page.goto('/calendar');
  const { modal: again, lastName } = await bookNewPatient(page, 'ar', 11);
  await expect(again).toBeHidden();
  await expect(eventOf(page, lastName)).toBeVisible();
  await keepStep(page, testInfo, 'ar-7-booked-after-payment');
});

test('on a phone, a transfer the operator rejects is asked again through the renewal (period-commit)', async ({
  page,
}, testInfo) => {
  test.slow();
  const doctor = await createDoctor(0);
  await onboard(page, doctor);
  await laterOnReminder(page);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/settings/subscription');
  await expect(page.getByTestId('subscription-page')).toBeVisible();
  await keepStep(page, testInfo, 'fr-phone-1-overview-restricted');
  // The banner's button goes under its text on a phone, which keeps the whole width.
  const banner = page.getByTestId('subscription-banner');
  const textBox = (await banner.locator('.ant-alert-section').boundingBox())!;
  const buttonBox = (await banner.getByTestId('banner-act').boundingBox())!;
  expect(buttonBox.y).toBeGreaterThanOrEqual(textBox.y + textBox.height - 1);
  expect(textBox.width).toBeGreaterThan(200);
  await page.getByTestId('action-invoice-commit').click();
  await expect(page.getByTestId('step-offers')).toBeVisible();
  await keepStep(page, testInfo, 'fr-phone-2-offers');
  await chooseOffer(page);
  await page.getByTestId('method-virement').click();
  await keepStep(page, testInfo, 'fr-phone-3-transfer');
  await page.getByTestId('step-payment-methods').getByTestId('step-next').click();
  await expect(page.getByTestId('step-invoice-summary')).toBeVisible();
  await keepStep(page, testInfo, 'fr-phone-4-confirmation');
  await page.getByTestId('step-confirm').click();
  await expect(page.getByTestId('step-final')).toBeVisible({ timeout: 20_000 });
  await keepStep(page, testInfo, 'fr-phone-5-final');

  // The receipt sent does not match: the operator rejects it, the request is to be made again.
  const waitingOf = async () =>
    (
      await adminJson<{ paymentId: string; method: string; accounts: { email: string }[] }[]>(e2eServer(), [
        'subscriptions',
        'waiting',
      ])
    ).filter((payment) => payment.accounts.some((account) => account.email === doctor.email));
  const [rejected] = await waitingOf();
  await adminJson(e2eServer(), ['subscriptions', 'reject', rejected!.paymentId]);

  await page.goto('/settings/subscription');
  await page.getByTestId('action-period-commit').click();
  await expect(page.getByTestId('step-actual-plan')).toBeVisible();
  await expect(page.getByTestId('plan-incomplete')).toBeVisible();
  await keepStep(page, testInfo, 'fr-phone-6-actual-plan');
  await page.getByTestId('step-actual-plan').getByTestId('step-next').click();
  await expect(page.getByTestId('step-payment-methods')).toBeVisible();
  await page.getByTestId('method-ccp').click();
  await keepStep(page, testInfo, 'fr-phone-7-payment-method');
  await page.getByTestId('step-payment-methods').getByTestId('step-next').click();
  await expect(page.getByTestId('step-invoice-summary')).toBeVisible();
  await keepStep(page, testInfo, 'fr-phone-8-confirmation');
  await page.getByTestId('step-confirm').click();
  await expect(page.getByTestId('step-final')).toBeVisible({ timeout: 20_000 });
  await keepStep(page, testInfo, 'fr-phone-9-final');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const [asked] = await waitingOf();
  expect(asked?.method).toBe('ccp');
  expect(asked?.paymentId).not.toBe(rejected!.paymentId);
});

test('in Arabic, a card the bank refuses shows the failure with its reason; the retry (epayment-commit) pays', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.addInitScript(() => localStorage.setItem('tabib.lang', 'ar'));
  await onboard(page, await createDoctor(0), 'ar');
  await laterOnReminder(page);

  await page.goto('/settings/subscription');
  await page.getByTestId('action-invoice-commit').click();
  await expect(page.getByTestId('step-offers')).toBeVisible();
  await keepStep(page, testInfo, 'ar-card-1-offers');
  await chooseOffer(page);
  await page.getByTestId('method-cib').click();
  await page.getByTestId('card-terms').click();
  await keepStep(page, testInfo, 'ar-card-2-card-method');
  await page.getByTestId('step-payment-methods').getByTestId('step-next').click();
  await expect(page.getByTestId('step-invoice-summary')).toBeVisible();
  await keepStep(page, testInfo, 'ar-card-3-confirmation');
  await page.getByTestId('step-confirm').click();
  await expect(page.locator('#pan')).toBeVisible({ timeout: 20_000 });
  await keepStep(page, testInfo, 'ar-card-4-satim-card-page');
  await payOnSandbox(page, refusedCard);

  const failed = page.getByTestId('epayment-failed');
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expect(failed).toHaveAttribute('data-reason', 'declined');
  await keepStep(page, testInfo, 'ar-card-5-refused');
  await failed.getByTestId('epayment-retry').click();

  await expect(page.getByTestId('epayment-retry-intro')).toBeVisible();
  await expect(page.getByTestId('step-payment-methods').getByTestId('step-next')).toBeDisabled();
  await page.getByTestId('card-terms').click();
  await keepStep(page, testInfo, 'ar-card-6-retry');
  await page.getByTestId('step-payment-methods').getByTestId('step-next').click();
  await page.getByTestId('step-confirm').click();
  await expect(page.locator('#pan')).toBeVisible({ timeout: 20_000 });
  await payOnSandbox(page, payingCard);
  await expect(page.getByTestId('epayment-paid')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await keepStep(page, testInfo, 'ar-card-7-receipt');
});
