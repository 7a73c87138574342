import { expect, type Locator, type Page } from '@playwright/test';

/** Calendar helpers shared by the calendar journeys (practice time zone Africa/Algiers). */

export const practiceOffset = '+01:00'; // Africa/Algiers, no daylight saving time

/** Today's wall-clock date in the practice, whatever the machine's time zone (the browser runs in Africa/Algiers). */
export function practiceToday(): Date {
  return new Date(new Date().toLocaleString('en-US', { timeZone: 'Africa/Algiers' }));
}

export function dayAfter(days: number): { iso: string; weekday: number; date: Date } {
  const date = practiceToday();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + days);
  const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return { iso, weekday: date.getDay(), date };
}

export function uniqueSuffix(): string {
  return Math.random().toString(36).slice(2, 8);
}

/** A valid Algerian mobile number no other journey uses. */
export function uniquePhone(): string {
  return `+2136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Shows the week of a day at most one week ahead (weeks start on Sunday). */
export async function showWeekOf(page: Page, day: { weekday: number }, daysAhead: number) {
  const today = practiceToday().getDay();
  if (today + daysAhead <= 6 && day.weekday >= today) return;
  // The click counts once the week shown has changed (a click as the page settles can be lost).
  const range = page.getByTestId('calendar-range-label');
  await expect(range).not.toBeEmpty();
  const shown = (await range.textContent()) ?? '';
  await expect(async () => {
    if ((await range.textContent()) === shown) await page.getByTestId('calendar-next').click();
    await expect(range).not.toHaveText(shown, { timeout: 2_000 });
  }).toPass();
}

/** The time-grid cell of one hour on one weekday (day mode starts at 07:00). */
export function hourSlot(page: Page, weekday: number, hour: number): Locator {
  return page
    .locator('.rbc-time-content .rbc-day-slot')
    .nth(weekday)
    .locator('.rbc-timeslot-group')
    .nth(hour - 7);
}

/** A click at the top of the hour's cell (the events layer lies over the cells). */
export async function clickHourSlot(page: Page, weekday: number, hour: number) {
  const group = hourSlot(page, weekday, hour);
  await group.scrollIntoViewIfNeeded();
  const box = await group.boundingBox();
  if (!box) throw new Error(`no ${hour}:00 cell on weekday ${weekday}`);
  await page.mouse.click(box.x + box.width / 2, box.y + 4);
}

export function eventOf(page: Page, name: string): Locator {
  return page.getByTestId('calendar-event').filter({ hasText: name });
}

export async function apiCall(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('tabib.token')}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

async function postNewPatientBooking(page: Page, minutes: number, newPatient: Record<string, unknown>, daysAhead: number) {
  const profile = await apiCall(page, 'GET', '/doctors/web/backbone/retrieve-entity-profile');
  const reasons = (
    profile.body.profile as {
      consultationReasons: { _id: string; isEnabled: boolean; isDeleted: boolean; isValidated: boolean }[];
    }
  ).consultationReasons;
  const reason = reasons.find((candidate) => candidate.isEnabled && !candidate.isDeleted && candidate.isValidated);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return apiCall(page, 'POST', '/doctors/appointments/create-new-appointment', {
    consultationReason: reason?._id,
    startAt: `${dayAfter(daysAhead).iso}T${time}:00${practiceOffset}`,
    isNewPatient: true,
    duration: 20,
    type: 'cabinet',
    newPatient: { ...newPatient, phone: uniquePhone() },
    appointment_ui_id: crypto.randomUUID(),
    patient_ui_id: crypto.randomUUID(),
  });
}

/** Books tomorrow (or `daysAhead`), `minutes` after midnight (practice time), a new patient through the API of the signed-in page. */
export async function bookNewPatientTomorrow(page: Page, minutes: number, newPatient: Record<string, unknown>, daysAhead = 1) {
  const answer = await postNewPatientBooking(page, minutes, newPatient, daysAhead);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

/**
 * Books a new patient `daysAhead` days from today in a random 20-minute slot from 07:00 (another
 * journey may hold one: a taken slot draws again); answers the appointment's id.
 */
export async function bookNewPatientInFreeSlot(page: Page, daysAhead: number, newPatient: Record<string, unknown>) {
  for (let attempt = 0; ; attempt++) {
    const answer = await postNewPatientBooking(page, 7 * 60 + Math.floor(Math.random() * 39) * 20, newPatient, daysAhead);
    if (answer.status === 409 && attempt < 5) continue;
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return (answer.body.appointment as { _id: string })._id;
  }
}
