import { expect, test, type Locator, type Page } from './support/test';
import { accounts } from './support/accounts';
import { expectCalendar, signIn } from './support/auth';
import { t } from './support/locales';
import { bookNewPatientTomorrow, dayAfter, eventOf, showWeekOf, uniqueSuffix } from './support/calendar';

// Issue 12 section 4, in Arabic: 'Dr' reads 'د.', the event box starts at the reason's bar (the
// right), a count takes its Arabic plural ('5 أيام', not '5 يوم'), the printed prescription carries
// the office's address and phone grouped 3-3-4, and the map's zoom buttons are not English.
// Tomorrow at 14:30, an hour no other journey books (a retry takes the next 20 minutes).

async function signInArabic(page: Page) {
  await page.addInitScript(() => localStorage.setItem('tabib.lang', 'ar'));
  await signIn(page, accounts.doctor, { expectCalendar: false });
  await expectCalendar(page, 'ar');
}

/** The horizontal extent of an element's text as drawn (not of its box). */
function textExtent(element: Locator) {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    return { left: rect.left, right: rect.right };
  });
}

test("in Arabic: the doctor's title, the event box, plural days and the printed office", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const lastName = `Lugha-${uniqueSuffix()}`;
  await signInArabic(page);
  await bookNewPatientTomorrow(page, 14 * 60 + 30 + 20 * (testInfo.retry + testInfo.repeatEachIndex), {
    gender: 'FEMALE',
    firstName: 'Nour',
    lastName,
    age: 40,
  });
  await page.reload();
  await expect(page.getByTestId('profile-menu')).toContainText(`${t('ar', 'common:doctorTitle')} Amine Benali`);

  // The event box: title and time start at the right, beside the reason's colour bar.
  await showWeekOf(page, dayAfter(1), 1);
  const event = eventOf(page, lastName);
  await event.scrollIntoViewIfNeeded();
  const box = (await event.locator('xpath=ancestor::div[contains(@class, "rbc-event")][1]').boundingBox())!;
  const bar = box.x + box.width;
  for (const part of [event.locator('.tabib-event-title'), event.locator('.tabib-event-time')]) {
    const text = await textExtent(part);
    expect(bar - text.right, `${await part.textContent()} ends at the bar`).toBeLessThanOrEqual(12);
  }
  await event.screenshot({ path: testInfo.outputPath('event-ar.png') });

  // A prescription of 5 days reads '5 أيام'; the printed page gives the office and its phone.
  await event.click();
  const modal = page.getByTestId('appointment-modal');
  await expect(modal).toContainText(t('ar', 'appointments:modal.detailsTitle'));
  await modal.getByTestId('tab-prescription').click();
  const editor = modal.getByTestId('prescription-editor');
  await editor.getByTestId('prescription-medicine').locator('input').fill('Paracétamol 1 g');
  await editor.getByTestId('prescription-frequency').fill('3 مرات يوميًا');
  await editor.getByTestId('prescription-duration').fill('5');
  await editor.getByTestId('prescription-add').click();
  await expect(editor.getByTestId('prescription-table')).toContainText('5 أيام');
  await editor.getByTestId('prescription-preview').click();
  const sheet = page.getByTestId('prescription-preview-page').getByTestId('prescription-sheet');
  await expect(sheet.getByTestId('prescription-doctor')).toHaveText('د. Amine Benali');
  await expect(sheet.getByTestId('prescription-office')).toHaveText('12 rue Didouche Mourad، الجزائر الوسطى، الجزائر');
  await expect(sheet.getByTestId('prescription-phone')).toContainText('055 512 3456');
  await expect(sheet).toContainText('5 أيام');
  await page.screenshot({ path: testInfo.outputPath('prescription-preview-ar.png') });
});

test('in Arabic, the map of the office names its zoom buttons in Arabic', async ({ page }) => {
  await signInArabic(page);
  await page.goto('/settings/gps');
  const map = page.getByTestId('gps-map');
  await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
  await expect(map.getByRole('button', { name: t('ar', 'profile:gps.zoomIn') })).toBeVisible();
  await expect(map.getByRole('button', { name: t('ar', 'profile:gps.zoomOut') })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
});
