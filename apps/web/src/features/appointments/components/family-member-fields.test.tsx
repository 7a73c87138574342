import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { FamilyMember } from '@tabib/contracts/patients';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import { changeLocale, i18n } from '../../../lib/i18n';
import { appointmentOf, patientOf } from '../../../test/appointment-factory';
import { profileOf } from '../../../test/profile-factory';
import { calendarPermissionsOf } from '../model/calendar-permissions';
import { AppointmentForm, type FormTarget } from './appointment-form';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const holder = patientOf({
  _id: '0b7e9f5c-1d2e-4f3a-8b4c-5d6e7f8a9b0c',
  firstName: 'Nadia',
  lastName: 'Haddad',
  missingAppointments: 2,
});
const child: FamilyMember = {
  _id: '00000000-0000-4000-8000-00000000f001',
  firstName: 'Yacine',
  lastName: 'Haddad',
  relation: 'child',
  birthday: null,
};

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const { pathname } = new URL(String(input), 'http://tabib.test');
    if (pathname.endsWith('/doctors/patients/query-lookup')) return json(200, { success: true, patients: [holder] });
    if (pathname.endsWith(`/doctors/patients/${holder._id}/family-members`))
      return json(200, { success: true, familyMembers: [child] });
    if (pathname.endsWith('/doctors/preferences/missed-visits'))
      return json(200, { success: true, missedVisits: { warnFrom: 2 } });
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

function renderForm(target: FormTarget = { mode: 'add', start: null }) {
  const profile = profileOf('doctor');
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NoticesProvider>
          <AppointmentForm
            target={target}
            booking={{
              profile,
              doctorId: profile._id,
              clinicDoctorId: null,
              reasons: [],
              permissions: calendarPermissionsOf(profile),
              online: true,
            }}
            onDone={() => undefined}
          />
        </NoticesProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('booking for a family member in the appointment form (issue 22)', { timeout: 40_000 }, () => {
  it("offers the picked holder's known members; a pick fills and locks the member's fields", async () => {
    await changeLocale('en');
    renderForm();
    fireEvent.click(screen.getByTestId('patient-mode-existing'));
    const search = await screen.findByRole('combobox', { name: i18n.t('appointments:form.searchPatient') });
    fireEvent.change(search, { target: { value: 'Haddad' } });
    fireEvent.click(await screen.findByText('Haddad Nadia · 066 123 4501', {}, { timeout: 3000 }));
    // The missed-visits tag beside the search still answers for the holder.
    expect((await screen.findByTestId('patient-missed-visits')).textContent).toBe('2 missed visits');

    expect(screen.queryByTestId('field-member-first-name')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: i18n.t('appointments:familyMember.switch') }));
    // Typed anew until a known member is picked; the patient section is now the holder's.
    expect(await screen.findByTestId('field-member-first-name')).toHaveProperty('disabled', false);
    expect(screen.getByText(i18n.t('appointments:familyMember.holderInformation'))).toBeTruthy();

    const known = await screen.findByRole('combobox', { name: i18n.t('appointments:familyMember.known') });
    fireEvent.mouseDown(known);
    fireEvent.click(await screen.findByText('Haddad Yacine · Child'));
    await waitFor(() => expect(screen.getByTestId('field-member-first-name')).toHaveProperty('value', 'Yacine'));
    expect(screen.getByTestId('field-member-first-name')).toHaveProperty('disabled', true);
    expect(within(screen.getByTestId('field-member-relation')).getByText('Child')).toBeTruthy();
    const familyCall = fetchMock.mock.calls.find(([input]) => String(input).includes('/family-members'));
    expect(familyCall).toBeDefined();
  });

  it('shows the member beside the holder on an existing appointment, read only, in Arabic', async () => {
    await changeLocale('ar');
    renderForm({
      mode: 'details',
      appointment: appointmentOf({ title: 'Haddad Nadia', patient: holder, familyMember: child }),
      allowedCall: false,
    });
    expect(screen.getByTestId('appointment-person').textContent).toBe('Haddad Yacine (صاحب الملف: Haddad Nadia)');
    expect(screen.getByRole('checkbox', { name: i18n.t('appointments:familyMember.switch') })).toHaveProperty('checked', true);
    expect(screen.getByTestId('field-member-last-name')).toHaveProperty('disabled', true);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/family-members'))).toBe(false);
    await changeLocale('en');
  });
});
