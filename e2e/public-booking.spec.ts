import { expect, expectAccessible, test, type Page } from './support/test';
import { uniqueSuffix } from './support/calendar';
import { t, type Lang } from './support/locales';
import { serverLogMark, waitForEmailedLink } from './support/mail-log';
import {
  booking,
  bookingSlug as slug,
  expectBooked,
  fillPatient,
  phoneDevice as phone,
  pickSlot,
} from './support/public-booking';

// Issue 15: a patient, with no account and no session, books an appointment on a doctor's public
// page, on a phone (390 x 844, touch), in Arabic (right to left) and in French. The demo's booking
// doctor (apps/server/src/db/seed) takes bookings every day, 08:00-20:00, at the office or by video.

/** The page is no wider than the screen (the days scroll inside their own strip). */
async function expectFits(page: Page, where: string) {
  const width = page.viewportSize()!.width;
  await expect
    .poll(() => page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth })), {
      message: `${where}: the page is wider than the ${width} px screen`,
    })
    .toEqual({ scroll: width, inner: width });
}

async function expectDocument(page: Page, lang: Lang, dir: 'ltr' | 'rtl') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

test.describe('a patient books on a phone', () => {
  test.use(phone);

  test('in Arabic: the page turns right to left, the slot is booked with an age', async ({ page }) => {
    await page.goto(`/book/${slug}`);
    await expect(page.getByTestId('booking-doctor-name')).toBeVisible();
    await page.getByTestId('booking-language').getByText('العربية').click();
    await expectDocument(page, 'ar', 'rtl');
    await expect(page.getByTestId('booking-doctor-name')).toHaveText(`${t('ar', 'common:doctorTitle')} Yasmina Cherif`);
    await expect(page.getByRole('heading', { name: booking('ar', 'visit.title') })).toBeVisible();
    await expectFits(page, 'the booking page in Arabic');

    // The last day shown: the French journey takes the second one, so the two never race for a slot.
    const time = await pickSlot(page, (count) => count - 1);
    const days = page.getByTestId('booking-day');
    if ((await days.count()) > 1) {
      // Mirrored: the first day sits to the right of the second.
      const [first, second] = [(await days.nth(0).boundingBox())!, (await days.nth(1).boundingBox())!];
      expect(first.x).toBeGreaterThan(second.x);
    }
    await expect(page.getByTestId('booking-summary-when')).toContainText(time);
    await expectAccessible(page, 'the booking page in Arabic, a slot picked');

    await fillPatient(page, 'ar', { age: '34' });
    await expectFits(page, 'the booking form in Arabic');
    await expectAccessible(page, 'the booking form in Arabic');
    await page.getByTestId('booking-submit').click();
    await expectBooked(page, 'ar', time, 'sms');
    await expectAccessible(page, 'the booking confirmed in Arabic');
  });

  test('in French: the slot is booked with a birthday, then cancelled with the link of the e-mail', async ({ page }) => {
    await page.goto(`/book/${slug}`);
    await expectDocument(page, 'fr', 'ltr');
    await expect(page.getByTestId('booking-doctor-name')).toHaveText(`${t('fr', 'common:doctorTitle')} Yasmina Cherif`);
    await expectFits(page, 'the booking page in French');

    const time = await pickSlot(page, (count) => Math.min(1, count - 1));
    await expect(page.getByTestId('booking-summary-when')).toContainText(time);
    const email = `patient.${uniqueSuffix()}@example.dz`;
    await fillPatient(page, 'fr', { birthday: '12041988' }, email);
    await expect(page.getByTestId('booking-birthday')).toHaveValue('12/04/1988');
    await expectAccessible(page, 'the booking form in French');
    const mark = serverLogMark();
    await page.getByTestId('booking-submit').click();
    await expectBooked(page, 'fr', time, 'email');
    await expectAccessible(page, 'the booking confirmed in French');

    // The confirmation's link (the server logs e-mails when it has no SMTP) opens the cancel page.
    const link = await waitForEmailedLink(email, mark);
    expect(link.pathname).toMatch(/^\/book\/cancel\/[\w-]+$/);
    expect(link.searchParams.get('lang')).toBe('fr');
    await page.goto(link.pathname + link.search);
    await expect(page.getByTestId('cancel-when')).toContainText(time);
    await page.getByTestId('cancel-button').click();
    await expect(page.getByTestId('cancel-confirmation')).toBeVisible();
    await expectAccessible(page, 'the cancel confirmation');
    await page.getByTestId('cancel-confirm').click();
    await expect(page.getByTestId('cancel-done')).toContainText(booking('fr', 'cancel.done'));

    // Once used, the link says so.
    await page.reload();
    await expect(page.getByTestId('cancel-refused')).toHaveText(t('fr', 'errors:cancelLinkUsed'));
    await expect(page.getByTestId('cancel-button')).toHaveCount(0);
  });
});

test('a page that does not exist, or is turned off, says so', async ({ page }) => {
  await page.goto('/book/dr-nobody-here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(booking('fr', 'closed.title'));
  await expect(page.getByText(booking('fr', 'closed.details'))).toBeVisible();
});
