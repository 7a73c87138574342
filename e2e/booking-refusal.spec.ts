import { expect, test } from './support/test';
import { accounts } from './support/accounts';
import { signIn } from './support/auth';
import { t } from './support/locales';
import { clickHourSlot, dayAfter, eventOf, showWeekOf, uniqueSuffix } from './support/calendar';

// Issue 12, section 3: a refused booking keeps the form and what was typed, says why with the
// spec's message and offers the patient already on file; 'Book' is in view at 1366x800; the
// success notice closes by itself, clear of the header.

test.use({ viewport: { width: 1366, height: 800 } });

// Yasmine Belkacem, a patient of doctor@'s demo practice (apps/server/src/db/seed/demo-calendar.ts).
const existingPhone = '+213661234501';

test('a refused booking keeps the form open and offers the patient already on file', async ({ page }, testInfo) => {
  const day = dayAfter(2);
  const hour = 21 - testInfo.retry - testInfo.repeatEachIndex;
  await signIn(page, accounts.doctor);
  await showWeekOf(page, day, 2);
  await clickHourSlot(page, day.weekday, hour);

  const modal = page.getByTestId('appointment-modal');
  await expect(modal).toContainText(t('fr', 'appointments:modal.addTitle'));
  await expect(modal.getByTestId('appointment-submit')).toBeInViewport();
  await expect(modal.getByTestId('appointment-submit')).toHaveText(t('fr', 'appointments:actions.book'));

  await modal.getByTestId('field-reason').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Consultation générale' }).click();
  const lastName = `Doublon-${uniqueSuffix()}`;
  await modal.getByTestId('field-gender').getByLabel(t('fr', 'appointments:form.genders.FEMALE')).check();
  await modal.getByTestId('field-last-name').fill(lastName);
  await modal.getByTestId('field-first-name').fill('Yasmine');
  await modal.getByTestId('field-age').fill('37');
  await modal.getByTestId('field-phone').fill(existingPhone);
  await expect(modal.getByTestId('appointment-submit')).toBeInViewport();
  await modal.getByTestId('appointment-submit').click();

  // Refused: the form stays with everything typed and the spec's message, no notice over it.
  const refusal = modal.getByTestId('booking-refusal');
  await expect(refusal).toHaveAttribute('data-code', 'PatientWithPhoneNumberExist');
  await expect(refusal).toContainText(t('fr', 'errors:PatientWithPhoneNumberExist'));
  await expect(modal.getByTestId('field-last-name')).toHaveValue(lastName);
  await expect(page.getByTestId('notice-create-failed')).toHaveCount(0);
  await expect(refusal).toContainText('Belkacem Yasmine');

  // Picking the patient on file books for them instead of creating a second record.
  await refusal.getByTestId('refusal-pick-patient').click();
  await expect(modal.getByTestId('field-patient-search')).toContainText('Belkacem Yasmine');
  await expect(modal.getByTestId('booking-refusal')).toHaveCount(0);
  await modal.getByTestId('appointment-submit').click();
  await expect(modal).toBeHidden();
  await expect(eventOf(page, 'Belkacem Yasmine').first()).toBeVisible();

  // The success notice: at the bottom, clear of the header, and gone by itself after about 4 s.
  const notice = page.getByTestId('notice-create-success');
  await expect(notice).toBeVisible();
  const box = (await notice.boundingBox())!;
  expect(box.y).toBeGreaterThan(800 / 2);
  await expect(notice).toHaveCount(0, { timeout: 8_000 });
});

test("the assistant's disabled 'Add' says why", async ({ page }) => {
  await signIn(page, accounts.assistant);
  const add = page.getByTestId('add-appointment');
  await expect(add).toBeDisabled();
  await add.hover({ force: true });
  await expect(page.getByRole('tooltip')).toHaveText(t('fr', 'appointments:toolbar.addNotAllowed'));
});
