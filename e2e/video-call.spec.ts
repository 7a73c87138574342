import { expect, expectAccessible, test, type Browser, type Page } from './support/test';
import { accounts } from './support/accounts';
import { expectCalendar, signIn } from './support/auth';
import { apiCall } from './support/calendar';
import { e2eEnv } from './support/env';
import { phoneDevice } from './support/public-booking';
import { relayAllocationsIn } from './support/turn-server';
import {
  bookVisioToday,
  callStats,
  expectFramesDecoded,
  timerSeconds,
  watchPeers,
  type VisioAppointment,
} from './support/video-call';

// Issue 16: a teleconsultation between the doctor's call page and the patient's join page, two
// Chromium contexts with fake cameras, media over WebRTC (direct, or relayed by the tests'
// coturn), signalling through the server. Only visio.doctor@ is called and ended here.

test.describe.configure({ mode: 'serial' });

/** The patient's phone, in the practice's time zone, recording its peer connections. */
async function patientPhone(browser: Browser, { relay = false, locale = 'fr-FR' } = {}) {
  const context = await browser.newContext({ ...phoneDevice, locale, timezoneId: 'Africa/Algiers' });
  await watchPeers(context, { relay });
  return context.newPage();
}

/** The doctor opens the call page of the appointment and starts after the device check. */
async function doctorStarts(page: Page, appointment: VisioAppointment) {
  await page.goto(`/videocall/${appointment.id}/${appointment.patientId}`);
  await expect(page.getByTestId('device-check')).toBeVisible();
  await page.getByTestId('device-join').click();
  await expect(page.getByTestId('call-calling')).toBeVisible();
}

/** The patient opens the short link of their e-mail and joins after the device check. */
async function patientJoins(patient: Page, link: URL) {
  await patient.goto(link.pathname);
  await expect(patient).toHaveURL(/\/visio\//);
  await expect(patient.getByTestId('device-check')).toBeVisible();
  await patient.getByTestId('device-join').click();
}

const waitingNotice = (page: Page, appointmentId: string) =>
  page.locator(`[data-testid="call-waiting-notice"][data-appointment-id="${appointmentId}"]`);

async function closeMissedCallsModal(page: Page) {
  const modal = page.getByTestId('missed-calls-modal');
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await modal.getByTestId('missed-calls-close').click();
  await expect(modal).toHaveCount(0);
}

/** Books the visio appointment and sends the patient their link (do-call-immediately), which the answer shows. */
async function bookWithJoinLink(page: Page, minutesAhead: number, latestAhead?: number) {
  const appointment = await bookVisioToday(page, minutesAhead, latestAhead);
  const sent = await apiCall(page, 'POST', '/doctors/teleconsulta/do-call-immediately', { appointment: appointment.id });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const link = new URL(String(sent.body.url));
  expect(link.pathname).toMatch(/^\/rendez-vous\/[\w-]+$/);
  return { appointment, link };
}

test('the doctor calls, the patient joins from the short link; both see each other; quit, back, ended', async ({
  page,
  browser,
}) => {
  await watchPeers(page.context());
  await signIn(page, accounts.visioDoctor);
  const appointment = await bookVisioToday(page, 20);

  // Waiting for the patient, the doctor sends them their link, and sees it.
  await doctorStarts(page, appointment);
  await page.getByTestId('call-invite').click();
  const link = new URL((await page.getByTestId('call-invite-link').textContent())!.trim());
  expect(link.pathname).toMatch(/^\/rendez-vous\/[\w-]+$/);
  await expectAccessible(page, 'the calling screen with the link sent');
  const patient = await patientPhone(browser);
  await patientJoins(patient, link);

  // Media both ways: video frames decoded on each side; the timer runs from the patient's media.
  await expectFramesDecoded(page);
  await expectFramesDecoded(patient);
  await expect(page.getByTestId('call-calling')).toHaveCount(0);
  await expect.poll(() => timerSeconds(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await expectAccessible(page, 'the call page in a call');
  await expectAccessible(patient, "the patient's join page in a call");

  // The patient leaves: the doctor is told and the timer pauses.
  await patient.getByTestId('call-leave').click();
  await expect(page.getByTestId('call-notice-quit')).toBeVisible();
  const paused = await timerSeconds(page);
  await patient.waitForTimeout(2_000);
  expect(await timerSeconds(page)).toBe(paused);

  // Back through the same link: the call resumes, the timer with it.
  await patientJoins(patient, link);
  await expect(page.getByTestId('call-notice-quit')).toHaveCount(0);
  await expectFramesDecoded(page);
  await expect.poll(() => timerSeconds(page), { timeout: 10_000 }).toBeGreaterThan(paused);

  // The doctor ends: the end card, the appointment done with the call's duration.
  await page.getByTestId('call-end').click();
  await expect(page.getByTestId('call-end-card')).toBeVisible();
  const details = await apiCall(page, 'GET', `/doctors/appointments/${appointment.id}`);
  expect((details.body.appointment as { status: string }).status).toBe('DONE');

  // The link is spent: the patient's page says so, and the call page refuses a second call.
  await patient.goto(link.pathname);
  await expect(patient.getByTestId('join-unavailable')).toBeVisible();
  await page.goto(`/videocall/${appointment.id}/${appointment.patientId}`);
  await expect(page.getByTestId('call-unavailable')).toBeVisible();
  await patient.context().close();
});

test('the same call relayed through coturn with the credentials the server made', async ({ page, browser }) => {
  const turnLog = process.env[e2eEnv.turnLog];
  if (!turnLog) {
    if (process.env.REQUIRE_E2E === '1') throw new Error('coturn is required here (.ci/run installs it)');
    test.skip(true, 'coturn is not installed: the relayed call is not checked');
    return;
  }
  await watchPeers(page.context(), { relay: true });
  await signIn(page, accounts.visioDoctor);
  const { appointment, link } = await bookWithJoinLink(page, 30);
  const allocationsBefore = relayAllocationsIn(turnLog);

  await doctorStarts(page, appointment);
  const patient = await patientPhone(browser, { relay: true });
  await patientJoins(patient, link);
  await expectFramesDecoded(page);
  await expectFramesDecoded(patient);
  expect((await callStats(page)).localCandidateType).toBe('relay');
  expect((await callStats(patient)).localCandidateType).toBe('relay');
  expect(relayAllocationsIn(turnLog)).toBeGreaterThan(allocationsBefore);

  await page.getByTestId('call-end').click();
  await expect(page.getByTestId('call-end-card')).toBeVisible();
  await patient.context().close();
});

test('the waiting patient shows on the calendar: hold, join, and end without a call', async ({ page, browser, context }) => {
  await signIn(page, accounts.visioDoctor);
  // Both start within the next quarter of an hour: the notices show from 15 minutes before.
  const first = await bookWithJoinLink(page, 1, 12);
  const second = await bookWithJoinLink(page, 1, 12);
  await page.goto('/calendar');
  // visio.doctor@ has yesterday's missed call: its modal comes first, 5 s after the check.
  await closeMissedCallsModal(page);

  // The patient waits on the join page: the doctor's calendar shows the call notice.
  const patient = await patientPhone(browser);
  await patientJoins(patient, first.link);
  const notice = waitingNotice(page, first.appointment.id);
  await expect(notice).toBeVisible();
  await expectAccessible(page, 'the calendar with a waiting patient');
  // A page opened while the patient waits shows them too: the server keeps who is waiting.
  await page.reload();
  await expect(notice).toBeVisible();

  // Hold shrinks it; expand brings it back; join opens the call page in a new tab.
  await page.getByTestId('call-waiting-hold').click();
  await expect(page.getByTestId('call-waiting-expand')).toBeVisible();
  await page.getByTestId('call-waiting-expand').click();
  const opened = context.waitForEvent('page');
  await page.getByTestId('call-waiting-join').click();
  const callPage = await opened;
  await expect(callPage).toHaveURL(new RegExp(`/videocall/${first.appointment.id}/${first.appointment.patientId}`));
  await callPage.close();

  // The patient leaves: the notice goes.
  await patient.getByTestId('call-leave').click();
  await expect(notice).toHaveCount(0);

  // Another patient waits; the doctor ends from the notice: done, with no call.
  await patientJoins(patient, second.link);
  const secondNotice = waitingNotice(page, second.appointment.id);
  await expect(secondNotice).toBeVisible();
  await secondNotice.getByTestId('call-waiting-end').click();
  await page.getByTestId('call-waiting-end-confirm').click();
  await expect(secondNotice).toHaveCount(0);
  const details = await apiCall(page, 'GET', `/doctors/appointments/${second.appointment.id}`);
  expect((details.body.appointment as { status: string }).status).toBe('DONE');
  await patient.context().close();
});

test('both sides of a call in Arabic, right to left', async ({ page, browser }, testInfo) => {
  await watchPeers(page.context());
  await page.addInitScript(() => localStorage.setItem('tabib.lang', 'ar'));
  await signIn(page, accounts.visioDoctor, { expectCalendar: false });
  await expectCalendar(page, 'ar');
  const { appointment, link } = await bookWithJoinLink(page, 20);
  await doctorStarts(page, appointment);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The link carries the patient's language (French here): the patient picks Arabic with the address's lang.
  const patient = await patientPhone(browser, { locale: 'ar' });
  await patient.goto(link.pathname);
  await expect(patient).toHaveURL(/\/visio\/.*lang=fr/);
  await patient.goto(patient.url().replace('lang=fr', 'lang=ar'));
  await expect(patient.locator('html')).toHaveAttribute('dir', 'rtl');
  await patient.getByTestId('device-join').click();
  await expectFramesDecoded(page);
  await expectFramesDecoded(patient);
  await expectAccessible(page, 'the call page in Arabic');
  await expectAccessible(patient, "the patient's join page in Arabic");
  await testInfo.attach('call-doctor-ar.png', { body: await page.screenshot(), contentType: 'image/png' });
  await testInfo.attach('call-patient-ar.png', { body: await patient.screenshot(), contentType: 'image/png' });
  await page.getByTestId('call-end').click();
  await expect(page.getByTestId('call-end-card')).toBeVisible();
  await patient.context().close();
});

test('a wrong link is refused on the join page, in Arabic right to left', async ({ browser }) => {
  const patient = await patientPhone(browser, { locale: 'ar' });
  await patient.goto('/visio/not-a-real-token?lang=ar');
  await expect(patient.getByTestId('join-unavailable')).toBeVisible();
  await expect(patient.locator('html')).toHaveAttribute('dir', 'rtl');
  await patient.goto('/rendez-vous/unknown1?lang=ar');
  await expect(patient.getByTestId('short-link-unknown')).toBeVisible();
  await patient.context().close();
});

test('the missed teleconsultations modal lists yesterday’s call nobody made', async ({ page }) => {
  await signIn(page, accounts.visioDoctor);
  const modal = page.getByTestId('missed-calls-modal');
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(modal.getByTestId('missed-call-row').first()).toBeVisible();
  await expectAccessible(page, 'the missed teleconsultations modal');
  await closeMissedCallsModal(page);
  // Once per day and count: not again after a reload.
  await page.reload();
  await page.waitForTimeout(6_000);
  await expect(modal).toHaveCount(0);
});
