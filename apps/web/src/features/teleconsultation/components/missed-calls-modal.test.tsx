import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { MissedTeleconsultations, TeleconsultationDatum } from '@tabib/contracts/teleconsultation';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import { changeLocale } from '../../../lib/i18n';
import { MissedCallsModal } from './missed-calls-modal';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const datum = (index: number): TeleconsultationDatum => ({
  id: `00000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
  firstName: `Patient${index}`,
  lastName: 'Haddad',
  picture: null,
  startAt: `2026-11-${String(22 - index).padStart(2, '0')}T13:30:00.000Z`,
  duration: 20,
  cr_title: { fr: 'Téléconsultation', en: 'Teleconsultation', ar: 'استشارة عن بعد' },
  patient_id: `patient-${index}`,
  patient_is_waiting: false,
});
const page = (data: TeleconsultationDatum[], hasMore: boolean): MissedTeleconsultations => ({
  success: true,
  total: 11,
  hasMore,
  missedAppointments: data,
});

beforeAll(async () => {
  await changeLocale('en');
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    String(url).includes('page=2')
      ? json(page([datum(10)], false))
      : json(
          page(
            Array.from({ length: 10 }, (_, index) => datum(index)),
            true,
          ),
        ),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderModal(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NoticesProvider>
        <MemoryRouter initialEntries={['/calendar']}>
          <Routes>
            <Route path="*" element={<Location />} />
          </Routes>
          <MissedCallsModal onClose={onClose} />
        </MemoryRouter>
      </NoticesProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

describe('the missed-teleconsultation modal', { timeout: 20_000 }, () => {
  it('lists the misses newest first with the date, time and reason, and loads the next page on demand', async () => {
    renderModal();
    const modal = await screen.findByTestId('missed-calls-modal');
    expect(await within(modal).findByText('Missed teleconsultations (11)')).toBeTruthy();
    await waitFor(() => expect(within(modal).getAllByTestId('missed-call-row')).toHaveLength(10));
    const firstRow = within(modal).getAllByTestId('missed-call-row')[0]!;
    expect(firstRow.textContent).toContain('Haddad Patient0');
    expect(firstRow.textContent).toContain('22/11/2026');
    expect(firstRow.textContent).toContain('Teleconsultation');

    fireEvent.click(within(modal).getByTestId('missed-calls-more'));
    await waitFor(() => expect(within(modal).getAllByTestId('missed-call-row')).toHaveLength(11));
    expect(String(fetchMock.mock.calls[1]![0])).toContain('page=2');
    expect(within(modal).queryByTestId('missed-calls-more')).toBeNull();
  });

  it("opens a row's patient on the patients page and closes", async () => {
    const onClose = renderModal();
    const modal = await screen.findByTestId('missed-calls-modal');
    await waitFor(() => expect(within(modal).getAllByTestId('missed-call-open-patient')).toHaveLength(10));
    fireEvent.click(within(modal).getByRole('button', { name: 'Open the patient Haddad Patient3' }));
    expect(screen.getByTestId('location').textContent).toBe('/patients?patientId=patient-3');
    expect(onClose).toHaveBeenCalled();
  });
});
