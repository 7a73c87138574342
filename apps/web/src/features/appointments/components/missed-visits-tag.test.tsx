import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PatientSummary } from '@tabib/contracts/patients';
import type { UserProfile } from '@tabib/contracts/user';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import { changeLocale, i18n } from '../../../lib/i18n';
import { profileOf } from '../../../test/profile-factory';
import { calendarPermissionsOf } from '../model/calendar-permissions';
import { AppointmentForm } from './appointment-form';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const patient = (missingAppointments: number): PatientSummary => ({
  _id: '0b7e9f5c-1d2e-4f3a-8b4c-5d6e7f8a9b0c',
  firstName: 'Samir',
  lastName: 'Absent',
  birthday: '1985-02-01',
  gender: 'MALE',
  phone: '+213661299001',
  email: null,
  picture: null,
  isGuest: true,
  missingAppointments,
});

let missed: number;
let warnFrom: number;

/** The two calls the booking form's existing-patient path makes: the lookup and the practice's threshold. */
beforeEach(() => {
  missed = 0;
  warnFrom = 2;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const { pathname } = new URL(String(input), 'http://tabib.test');
    if (pathname.endsWith('/doctors/patients/query-lookup')) return json(200, { success: true, patients: [patient(missed)] });
    if (pathname.endsWith('/doctors/preferences/missed-visits')) return json(200, { success: true, missedVisits: { warnFrom } });
    return json(404, { success: false, code: 'notFound' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

let queryClient: QueryClient;

afterEach(async () => {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
});

function renderForm(profile: UserProfile = profileOf('doctor'), clinicDoctorId: string | null = null) {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <NoticesProvider>
        <AppointmentForm
          target={{ mode: 'add', start: null }}
          booking={{
            profile,
            doctorId: profile._id,
            clinicDoctorId,
            reasons: [],
            permissions: calendarPermissionsOf(profile),
            online: true,
          }}
          onDone={() => undefined}
        />
      </NoticesProvider>
    </QueryClientProvider>,
  );
}

async function pickExistingPatient() {
  fireEvent.click(screen.getByTestId('patient-mode-existing'));
  // Named by its label: the search box has the id its Form.Item gives.
  const search = await screen.findByRole('combobox', { name: i18n.t('appointments:form.searchPatient') });
  fireEvent.change(search, { target: { value: 'Absent' } });
  fireEvent.click(await screen.findByText('Absent Samir · 066 129 9001', {}, { timeout: 3000 }));
}

describe("the picked patient's missed visits in the booking form (issue 22)", { timeout: 40_000 }, () => {
  it('shows nothing for a patient who never missed a visit', async () => {
    await changeLocale('en');
    renderForm();
    await pickExistingPatient();
    await waitFor(() => expect(screen.getByTestId('field-last-name')).toHaveProperty('value', 'Absent'));
    expect(screen.queryByTestId('patient-missed-visits')).toBeNull();
  });

  it("shows the count plainly under the practice's threshold, as a warning from it on", async () => {
    await changeLocale('en');
    missed = 1;
    const { unmount } = renderForm();
    await pickExistingPatient();
    const below = await screen.findByTestId('patient-missed-visits');
    expect(below.textContent).toBe('1 missed visit');
    expect(below.dataset.level).toBe('count');
    expect(below.className).not.toContain('ant-tag-warning');
    expect(below.closest('[role="status"]')).not.toBeNull();
    unmount();

    missed = 2;
    renderForm();
    await pickExistingPatient();
    const tag = await screen.findByTestId('patient-missed-visits');
    await waitFor(() => expect(tag.className).toContain('ant-tag-warning'));
    expect(tag.textContent).toBe('2 missed visits');
    expect(tag.dataset.level).toBe('warning');
  });

  it("a clinic account warns with the threshold of the doctor it books for, in Arabic's plural forms", async () => {
    await changeLocale('ar');
    missed = 3;
    warnFrom = 5;
    const clinicDoctorId = '00000000-0000-4000-8000-00000000c001';
    renderForm(profileOf('clinicAdmin'), clinicDoctorId);
    await pickExistingPatient();
    const tag = await screen.findByTestId('patient-missed-visits');
    expect(tag.textContent).toBe('3 مواعيد فائتة');
    expect(tag.dataset.level).toBe('count');
    const thresholdCall = fetchMock.mock.calls.find(([input]) => String(input).includes('/preferences/missed-visits'));
    expect(new URL(String(thresholdCall![0]), 'http://tabib.test').searchParams.get('cqDoctor')).toBe(clinicDoctorId);
    await changeLocale('en');
  });
});
