import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import type { ClinicEntity, ClinicListResponse } from '@tabib/contracts/clinic-users';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import { changeLocale } from '../../../lib/i18n';
import { loadNamespace } from '../../../lib/on-demand-namespace';
import { ClinicUsersTable } from './clinic-users-table';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const doctor = (overrides: Partial<ClinicEntity>): ClinicEntity => ({
  _id: '00000000-0000-4000-8000-0000000000d1',
  type: 'doctor',
  email: 'rachid@tabib.test',
  title: 'Dr',
  firstName: 'Rachid',
  lastName: 'Bouzid',
  phone: '+213661112233',
  picture: null,
  specialities: [{ _id: 'cardio', title: { fr: 'Cardiologie', en: 'Cardiology', ar: 'طب القلب' } }],
  work_status: 'off',
  role: null,
  is_allowed_for_telemedicine_calls: false,
  pendingFirstLogin: false,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const online = doctor({ work_status: 'work' });
const offline = doctor({
  _id: '00000000-0000-4000-8000-0000000000d2',
  email: 'leila@tabib.test',
  firstName: 'Leila',
  lastName: 'Saadi',
});

function renderTable(canManage: boolean) {
  const list = {
    data: { success: true, type: 'doctor', page: 1, limit: 10, total: 2, entities: [online, offline] },
    isFetching: false,
    isError: false,
  } as unknown as UseQueryResult<ClinicListResponse>;
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NoticesProvider>
        <ClinicUsersTable
          type="doctor"
          list={list}
          page={1}
          onPage={() => undefined}
          canManage={canManage}
          onEdit={() => undefined}
        />
      </NoticesProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await changeLocale('en');
  // What app/lazy-pages.ts loads with the clinic's pages.
  await loadNamespace('clinic');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe("the clinic's doctors table", { timeout: 20_000 }, () => {
  it('shows who is online, and greys out the changes for an account that is not the admin', async () => {
    renderTable(false);
    // The rows wait for the phone formatter (libphonenumber-js), fetched beside the list.
    await screen.findByTestId('clinic-entity-row-rachid@tabib.test');
    const row = (email: string) => within(screen.getByTestId(`clinic-entity-row-${email}`));
    expect(row('rachid@tabib.test').getByTestId('clinic-entity-presence').dataset.status).toBe('work');
    expect(row('rachid@tabib.test').getByRole('img', { name: 'Online' })).toBeTruthy();
    expect(row('leila@tabib.test').getByTestId('clinic-entity-presence').dataset.status).toBe('off');
    expect(row('rachid@tabib.test').getByText('066 111 2233')).toBeTruthy();
    for (const button of [...screen.getAllByTestId('clinic-entity-edit'), ...screen.getAllByTestId('clinic-entity-delete')])
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('says how many booked appointments keep a doctor from being deleted', async () => {
    fetchMock.mockResolvedValue(json(409, { success: false, code: 'doctorHasBookedAppointments', count: 2 }));
    renderTable(true);
    fireEvent.click(within(await screen.findByTestId('clinic-entity-row-leila@tabib.test')).getByTestId('clinic-entity-delete'));
    expect((await screen.findAllByText('Delete Dr Leila Saadi?')).length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByTestId('clinic-entity-delete-confirm'));
    expect(
      await screen.findByText(
        'This doctor still has 2 booked appointments to come: move or cancel them before deleting the doctor.',
      ),
    ).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/v1/clinics/web/entity/users/delete-doctor?doctorId=${offline._id}`);
    expect(init?.method).toBe('DELETE');
  });
});
