import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PatientReminderSettings } from '@tabib/contracts/patient-notices';
import type { PublicBookingSetting } from '@tabib/contracts/preferences';
import type { UserProfile } from '@tabib/contracts/user';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import { changeLocale } from '../../../lib/i18n';
import { profileQueryKey } from '../../../lib/profile-query-key';
import { profileOf } from '../../../test/profile-factory';
import { PreferencesPage } from './preferences-page';

beforeAll(async () => {
  await changeLocale('en');
});

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let publicBooking: PublicBookingSetting;
let reminders: PatientReminderSettings;
let warnFrom: number;

/** The preferences calls of a tiny server: it keeps what is saved. */
beforeEach(() => {
  publicBooking = { enabled: false, slug: null, path: null };
  reminders = { dayBefore: { enabled: true, time: '18:00' }, hoursBefore: { enabled: true, hours: 2 } };
  warnFrom = 2;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://tabib.test');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (pathname.endsWith('/preferences/public-booking')) {
      if (init?.method === 'PUT') {
        const slug = publicBooking.slug ?? 'dr-amine-benali';
        publicBooking = { enabled: body.enabled, slug, path: `/book/${slug}` };
      }
      return json(200, { success: true, publicBooking });
    }
    if (pathname.endsWith('/preferences/patient-reminders')) {
      if (init?.method === 'PUT') reminders = body.patientReminders;
      return json(200, { success: true, patientReminders: reminders });
    }
    if (pathname.endsWith('/preferences/missed-visits')) {
      if (init?.method === 'PUT') warnFrom = body.missedVisits.warnFrom;
      return json(200, { success: true, missedVisits: { warnFrom } });
    }
    if (pathname.endsWith('/doctors/preferences'))
      return json(200, { success: true, emailNotices: { verdicts: true, appointmentsByOthers: false } });
    return json(404, { success: false, code: 'notFound' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

let queryClient: QueryClient;

afterEach(async () => {
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});

function renderPage(profile: UserProfile) {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQueryKey, profile);
  return render(
    <QueryClientProvider client={queryClient}>
      <NoticesProvider>
        <PreferencesPage />
      </NoticesProvider>
    </QueryClientProvider>,
  );
}

const calls = (suffix: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      new URL(String(input), 'http://tabib.test').pathname.endsWith(suffix) && (init?.method ?? 'GET') === method,
  );

describe('the preferences of the practice', { timeout: 30_000 }, () => {
  it('turns online booking on, then shows the page address with a copy button', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(profileOf('doctor'));

    const bookingCard = await screen.findByTestId('public-booking-card');
    const toggle = await within(bookingCard).findByRole('switch', { name: 'Patients can book online' });
    await waitFor(() => expect(toggle).toHaveProperty('disabled', false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('The page gets its address the first time it is turned on.')).toBeTruthy();

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(calls('/preferences/public-booking', 'PUT').map(([, init]) => JSON.parse(String(init!.body)))).toEqual([
      { enabled: true },
    ]);
    const link = await screen.findByTestId('public-booking-link');
    expect(link.textContent).toBe(`${window.location.origin}/book/dr-amine-benali`);
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/book/dr-amine-benali`);

    fireEvent.click(within(bookingCard).getByRole('button', { name: /Copy the link/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/book/dr-amine-benali`));
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('saves the reminder settings as edited', async () => {
    renderPage(profileOf('doctor'));
    const card = await screen.findByTestId('patient-reminders-card');
    const dayBefore = await within(card).findByRole('switch', { name: 'Reminder the day before' });
    expect(dayBefore.getAttribute('aria-checked')).toBe('true');
    const time = within(card).getByLabelText('Time of the reminder the day before') as HTMLInputElement;
    expect(time.value).toBe('18:00');
    const hours = within(card).getByLabelText('Hours before the appointment') as HTMLInputElement;
    expect(hours.value).toBe('2');

    fireEvent.click(dayBefore);
    await waitFor(() => expect(time.disabled).toBe(true));
    fireEvent.change(hours, { target: { value: '5' } });
    fireEvent.blur(hours);
    fireEvent.click(within(card).getByRole('button', { name: 'Save the reminders' }));

    await waitFor(() => expect(calls('/preferences/patient-reminders', 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(calls('/preferences/patient-reminders', 'PUT')[0]![1]!.body))).toEqual({
      patientReminders: { dayBefore: { enabled: false, time: '18:00' }, hoursBefore: { enabled: true, hours: 5 } },
    });
    expect(await screen.findByText('Reminders saved')).toBeTruthy();
  });

  it('saves from how many missed visits the booking form warns', async () => {
    renderPage(profileOf('doctor'));
    const card = await screen.findByTestId('missed-visits-card');
    const input = (await within(card).findByLabelText('Warn from this many missed visits')) as HTMLInputElement;
    expect(input.value).toBe('2');
    expect(within(card).getByText('Enter a whole number from 1 to 20.')).toBeTruthy();

    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.blur(input);
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('/preferences/missed-visits', 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(calls('/preferences/missed-visits', 'PUT')[0]![1]!.body))).toEqual({
      missedVisits: { warnFrom: 3 },
    });
    expect(await screen.findByText('Missed-visits warning saved')).toBeTruthy();
    expect(((await within(card).findByLabelText('Warn from this many missed visits')) as HTMLInputElement).value).toBe('3');
  });

  it('refuses an empty threshold without asking the server', async () => {
    renderPage(profileOf('doctor'));
    const card = await screen.findByTestId('missed-visits-card');
    const input = (await within(card).findByLabelText('Warn from this many missed visits')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('This field is required.')).toBeTruthy();
    expect(calls('/preferences/missed-visits', 'PUT')).toHaveLength(0);
  });

  it('shows the settings greyed out to a doctor without full rights', async () => {
    renderPage(profileOf('doctor', { privileges: 'DOC-DEA', settings: { allowAll: false } }));
    const toggle = await within(await screen.findByTestId('public-booking-card')).findByRole('switch', {
      name: 'Patients can book online',
    });
    const card = await screen.findByTestId('patient-reminders-card');
    await within(card).findByRole('switch', { name: 'Reminder the day before' });
    expect(toggle).toHaveProperty('disabled', true);
    expect(within(card).getByRole('switch', { name: 'Reminder the day before' })).toHaveProperty('disabled', true);
    expect(within(card).queryByRole('button', { name: 'Save the reminders' })).toBeNull();
    const missedVisits = await screen.findByTestId('missed-visits-card');
    expect(await within(missedVisits).findByLabelText('Warn from this many missed visits')).toHaveProperty('disabled', true);
    expect(within(missedVisits).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getAllByText('Only a doctor with full rights can change this.')).toHaveLength(3);
  });

  it('neither shows nor asks for them on a clinic account', async () => {
    renderPage(profileOf('clinicAdmin'));
    expect(await screen.findByText('E-mail notices')).toBeTruthy();
    expect(screen.queryByTestId('public-booking-card')).toBeNull();
    expect(screen.queryByTestId('patient-reminders-card')).toBeNull();
    expect(screen.queryByTestId('missed-visits-card')).toBeNull();
    expect(calls('/preferences/public-booking')).toHaveLength(0);
    expect(calls('/preferences/patient-reminders')).toHaveLength(0);
    expect(calls('/preferences/missed-visits')).toHaveLength(0);
  });
});
