import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { uniquePhone, uniqueSuffix } from './calendar';
import type { Lang } from './locales';
import { repoRoot } from './server';

/** The patient's booking pages (issue 15): the demo's booking doctor takes bookings every day, 08:00-20:00. */
export const bookingSlug = 'dr-yasmina-cherif';
export const phoneDevice = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

// The booking pages keep their messages beside their code (features/public-booking/locales).
const bookingMessages = new Map<Lang, Record<string, unknown>>();
export function booking(lang: Lang, key: string): string {
  let messages = bookingMessages.get(lang);
  if (!messages) {
    const file = path.join(repoRoot, `apps/web/src/features/public-booking/locales/${lang}.json`);
    bookingMessages.set(lang, (messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>));
  }
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  if (typeof value !== 'string') throw new Error(`No "${key}" in the booking pages' ${lang} messages`);
  return value;
}

/** Picks the first reason and a day (`dayIndex` among those with a free slot), then its first time; returns the time. */
export async function pickSlot(page: Page, dayIndex: (count: number) => number): Promise<string> {
  await page.getByTestId('booking-reason').first().click();
  const days = page.getByTestId('booking-day');
  await expect(days.first()).toBeVisible();
  const day = days.nth(dayIndex(await days.count()));
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const time = page.getByTestId('booking-times').getByTestId('booking-time').first();
  const shown = (await time.textContent())!.trim();
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  return shown;
}

/** The patient's details; the bot check starts solving at the first field and is waited for. Returns the last name typed. */
export async function fillPatient(
  page: Page,
  lang: Lang,
  birth: { birthday: string } | { age: string },
  email?: string,
  lastName = `Belkacem ${uniqueSuffix()}`,
): Promise<string> {
  const form = page.getByTestId('booking-form');
  await form.getByTestId('booking-gender-FEMALE').click();
  await form.getByTestId('booking-last-name').fill(lastName);
  await form.getByTestId('booking-first-name').fill('Yasmine');
  // After the +213 already there: a local number as an Algerian types it.
  await form.getByTestId('booking-phone').fill(`+213 0${uniquePhone().slice(4)}`);
  if (email) await form.getByTestId('booking-email').fill(email);
  if ('age' in birth) {
    await form.getByTestId('booking-birth-mode').getByText(booking(lang, 'form.age')).click();
    await form.getByTestId('booking-age').fill(birth.age);
  } else {
    await form.getByTestId('booking-birthday').fill(birth.birthday);
  }
  await expect(form.getByText(booking(lang, 'form.proof'))).toBeVisible();
  await expect
    .poll(() => page.locator('altcha-widget').evaluate((widget) => (widget as HTMLElement & { getState(): string }).getState()), {
      message: 'the anti-robot check did not solve its challenge',
      timeout: 60_000,
    })
    .toBe('verified');
  return lastName;
}

export async function expectBooked(page: Page, lang: Lang, time: string, channel: 'sms' | 'email') {
  const success = page.getByTestId('booking-success');
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect(success.getByRole('heading', { level: 2 })).toHaveText(booking(lang, 'success.title'));
  await expect(page.getByTestId('booking-success-channel')).toHaveText(booking(lang, `success.${channel}`));
  await expect(page.getByTestId('booking-success-when')).toContainText(time);
}
