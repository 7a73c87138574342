import { useImperativeHandle, type Ref } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { FreeSlotsResponse, PublicDoctorResponse } from '@tabib/contracts/public-booking';
import type { PublicBookingBody } from '@tabib/contracts/public-booking-input';
import { changeLocale } from '../../../lib/i18n';
import { loadBookingMessages } from '../locales/booking-messages';
import en from '../locales/en.json';
import type { ProofOfWork } from '../../../components/ui/proof-of-work-field';
import { PublicBookingPage } from './public-booking-page';
import { PublicRoot } from './public-root';

// The bot check runs in a browser (web component, workers): here it answers at once.
const renew = vi.fn();
vi.mock('../../../components/ui/proof-of-work-field', () => ({
  ProofOfWorkField: ({ ref }: { ref: Ref<ProofOfWork> }) => {
    useImperativeHandle(ref, () => ({ payload: async () => 'solved-payload', renew }), []);
    return <span data-testid="booking-proof" />;
  },
}));

const reasonId = '00000000-0000-4000-8000-00000000a001';
const doctorAnswer: PublicDoctorResponse = {
  success: true,
  timeZone: 'Africa/Algiers',
  doctor: {
    slug: 'dr-amine-benali',
    title: 'Dr',
    firstName: 'Amine',
    lastName: 'Benali',
    picture: null,
    specialities: [{ _id: 's1', title: { fr: 'Cardiologie', en: 'Cardiology', ar: 'طب القلب' } }],
    office: { address1: '12 rue Didouche Mourad', state: null, city: null, position: { lat: 36.75, lng: 3.05 } },
    types: ['cabinet', 'visio'],
    reasons: [
      { _id: reasonId, title: { fr: 'Consultation', en: 'Check-up', ar: 'فحص' }, duration: 30, types: ['cabinet', 'visio'] },
      {
        _id: '00000000-0000-4000-8000-00000000a002',
        title: { fr: 'Suivi', en: 'Follow-up', ar: 'متابعة' },
        duration: 15,
        types: ['cabinet', 'visio'],
      },
    ],
  },
};

// 09:00 and 09:30 at the practice (UTC+1) on 2 June.
const nine = '2026-06-02T08:00:00.000Z';
const nineThirty = '2026-06-02T08:30:00.000Z';
const slotsAnswer = (starts: string[]): FreeSlotsResponse => ({
  success: true,
  reason: reasonId,
  type: 'cabinet',
  duration: 30,
  timeZone: 'Africa/Algiers',
  from: '2026-06-01',
  to: '2026-06-28',
  days: [
    { day: '2026-06-01', slots: [] },
    {
      day: '2026-06-02',
      slots: starts.map((startAt) => ({ startAt, endAt: new Date(Date.parse(startAt) + 30 * 60_000).toISOString() })),
    },
  ],
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
let free: string[];
let bookingAnswer: () => Response;
const booked: PublicBookingBody[] = [];
const slotQueries: URLSearchParams[] = [];

beforeAll(async () => {
  await loadBookingMessages('en');
  await changeLocale('en');
});

beforeEach(() => {
  free = [nine, nineThirty];
  booked.length = 0;
  slotQueries.length = 0;
  renew.mockReset();
  bookingAnswer = () =>
    json(201, {
      success: true,
      code: 'appointmentCreated',
      appointment: {
        _id: 'a1',
        startAt: nineThirty,
        endAt: '2026-06-02T09:00:00.000Z',
        type: 'cabinet',
        reason: doctorAnswer.doctor.reasons[0]!.title,
      },
      confirmationChannel: 'sms',
    });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://tabib.test');
    if (url.pathname === '/api/v1/public/doctors/dr-amine-benali') return json(200, doctorAnswer);
    if (url.pathname === '/api/v1/public/doctors/unknown-doctor') return json(404, { success: false, code: 'notFound' });
    if (url.pathname === '/api/v1/public/doctors/dr-amine-benali/slots') {
      slotQueries.push(url.searchParams);
      return json(200, slotsAnswer(free));
    }
    if (url.pathname === '/api/v1/public/doctors/dr-amine-benali/appointments' && init?.method === 'POST') {
      booked.push(JSON.parse(String(init.body)) as PublicBookingBody);
      return bookingAnswer();
    }
    return json(404, { success: false, code: 'notFound' });
  });
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has none: antd's inputs observe their size.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // jsdom does not scroll.
  Element.prototype.scrollIntoView = () => undefined;
});

afterEach(() => vi.unstubAllGlobals());

function renderPage(slug = 'dr-amine-benali') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/book/${slug}`]}>
        <Routes>
          <Route
            path="/book/:slug"
            element={
              <PublicRoot theme={undefined}>
                <PublicBookingPage />
              </PublicRoot>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function pickSlotAndFill(time: string) {
  fireEvent.click(await screen.findByLabelText(/Check-up/));
  const times = await screen.findByTestId('booking-times');
  fireEvent.click(within(times).getByRole('button', { name: time }));
  fireEvent.click(await screen.findByLabelText(en.form.genders.FEMALE));
  fireEvent.change(screen.getByTestId('booking-last-name'), { target: { value: 'Belkacem' } });
  fireEvent.change(screen.getByTestId('booking-first-name'), { target: { value: 'Yasmine' } });
  fireEvent.change(screen.getByTestId('booking-phone'), { target: { value: '+213 0661 23 45 01' } });
  fireEvent.change(screen.getByTestId('booking-birthday'), { target: { value: '12041988' } });
}

describe('PublicBookingPage', () => {
  it('books a slot: reason, day and time in practice time, the form, then the confirmation', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr Amine Benali' })).toBeDefined();
    expect(screen.getByText('Cardiology')).toBeDefined();
    expect(screen.getByTestId('booking-map').getAttribute('href')).toContain('mlat=36.750000&mlon=3.050000');

    await pickSlotAndFill('09:30');
    expect(slotQueries[0]?.get('reason')).toBe(reasonId);
    expect(slotQueries[0]?.get('type')).toBe('cabinet');
    expect(screen.getByTestId('booking-summary-when').textContent).toBe('Tuesday 02/06/2026 at 09:30');
    fireEvent.click(screen.getByTestId('booking-submit'));

    expect(await screen.findByTestId('booking-success')).toBeDefined();
    expect(booked).toEqual([
      {
        reason: reasonId,
        type: 'cabinet',
        startAt: nineThirty,
        patient: {
          gender: 'FEMALE',
          firstName: 'Yasmine',
          lastName: 'Belkacem',
          phone: '+213661234501',
          email: null,
          birthday: '12/04/1988',
          age: null,
        },
        locale: 'en',
        altcha: 'solved-payload',
      },
    ]);
    expect(screen.getByTestId('booking-success-when').textContent).toBe('Tuesday 02/06/2026 at 09:30');
    expect(screen.getByText(en.success.sms)).toBeDefined();
  }, 30_000);

  it('checks the form before sending, in the page language', async () => {
    renderPage();
    fireEvent.click(await screen.findByLabelText(/Check-up/));
    fireEvent.click(within(await screen.findByTestId('booking-times')).getByRole('button', { name: '09:00' }));
    fireEvent.change(await screen.findByTestId('booking-phone'), { target: { value: '+213 12' } });
    fireEvent.click(screen.getByTestId('booking-submit'));
    expect(await screen.findByText('Enter a valid phone number.')).toBeDefined();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(3);
    expect(booked).toEqual([]);
  }, 30_000);

  it('when the slot was just taken: says so, fetches the slots again, keeps what was typed', async () => {
    bookingAnswer = () => {
      free = [nine];
      return json(409, { success: false, code: 'slotAlreadyBooked' });
    };
    renderPage();
    await pickSlotAndFill('09:30');
    fireEvent.click(screen.getByTestId('booking-submit'));

    const refusal = await screen.findByTestId('booking-refusal');
    expect(refusal.textContent).toContain(en.refusals.slotAlreadyBooked);
    expect(within(screen.getByTestId('booking-slots')).getByTestId('booking-refusal')).toBe(refusal);
    await waitFor(() => expect(screen.queryByRole('button', { name: '09:30' })).toBeNull());
    expect(screen.getByRole('button', { name: '09:00' })).toBeDefined();
    expect(slotQueries.length).toBeGreaterThanOrEqual(2);
    expect(renew).toHaveBeenCalled();
    expect((screen.getByTestId('booking-last-name') as HTMLInputElement).value).toBe('Belkacem');
    expect(screen.getByTestId('booking-submit').hasAttribute('disabled')).toBe(true);
  }, 30_000);

  it("shows a refusal about the patient on the form, in the catalogue's words", async () => {
    bookingAnswer = () => json(400, { success: false, code: 'minorPatientNotAccepted' });
    renderPage();
    await pickSlotAndFill('09:00');
    fireEvent.click(screen.getByTestId('booking-submit'));
    const refusal = await screen.findByTestId('booking-refusal');
    expect(within(screen.getByTestId('booking-form')).getByTestId('booking-refusal')).toBe(refusal);
    expect(refusal.getAttribute('data-code')).toBe('minorPatientNotAccepted');
  }, 30_000);

  it('says when the doctor has no free slot in the weeks shown', async () => {
    free = [];
    renderPage();
    fireEvent.click(await screen.findByLabelText(/Check-up/));
    expect((await screen.findByTestId('booking-no-slot')).textContent).toContain('No free slot from 01/06/2026 to 28/06/2026.');
  }, 30_000);

  it('says when the page does not exist or is closed', async () => {
    renderPage('unknown-doctor');
    expect(await screen.findByRole('heading', { level: 1, name: en.closed.title })).toBeDefined();
  }, 30_000);
});
