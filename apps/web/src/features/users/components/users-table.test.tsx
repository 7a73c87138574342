import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppUser } from '@tabib/contracts/users';
import { accountSocket } from '@tabib/contracts/live-events';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import { changeLocale } from '../../../lib/i18n';
import { UsersTable } from './users-table';

const listeners = vi.hoisted(() => new Map<string, () => void>());
vi.mock('../../../lib/account-events', () => ({
  useAccountEvent: (event: string, handler: () => void) => listeners.set(event, handler),
  useAccountConnected: (handler: () => void) => listeners.set('connect', handler),
}));

beforeAll(async () => {
  await changeLocale('en');
  // jsdom has no ResizeObserver; antd's Table observes sizes.
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
});

const user = (email: string, position: AppUser['position'], allowAll: boolean): AppUser => ({
  _id: `id-${email}`,
  email,
  phone: null,
  firstName: 'Rym',
  lastName: 'Kaci',
  position,
  lastLoginAt: null,
  blocked: { status: false, at: null },
  allowAll,
  createdAt: '2026-01-05T08:00:00.000Z',
});

/** A button's accessible name: antd's icon says its own name before the label. */
const labelled = (label: string) => new RegExp(`${label}$`);

let appUsers: AppUser[] = [];
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  appUsers = [user('readonly@tabib.test', 'AS-DOCTOR', false), user('plain@tabib.test', 'ASSISTANT', false)];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://tabib.test');
    const allowAll = /\/doctors\/users\/([^/]+)\/allow-all$/.exec(url.pathname);
    if (allowAll && init?.method === 'PUT') {
      const changed = appUsers.find((row) => row._id === decodeURIComponent(allowAll[1]!))!;
      changed.allowAll = (JSON.parse(String(init.body)) as { allowAll: boolean }).allowAll;
      return json({ success: true, code: 'userAllowAllGranted', appUser: changed });
    }
    return json({ success: true, result: { appUsers } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

function renderTable(canManage: boolean, selfId = 'id-doctor@tabib.test') {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NoticesProvider>
        <UsersTable canManage={canManage} selfId={selfId} />
      </NoticesProvider>
    </QueryClientProvider>,
  );
}

describe('UsersTable, full rights (issue 22)', () => {
  it('shows the rights of an assistant acting as doctor only, and grants them after a confirmation', async () => {
    renderTable(true);
    const asDoctorRow = await screen.findByTestId('user-row-readonly@tabib.test');
    const plainRow = screen.getByTestId('user-row-plain@tabib.test');
    expect(within(asDoctorRow).getByTestId('user-rights').textContent).toBe(i18n.t('users:rights.readOnly'));
    expect(within(plainRow).queryByTestId('user-rights')).toBeNull();
    expect(within(plainRow).queryByTestId('user-grant-all')).toBeNull();

    const grant = within(asDoctorRow).getByRole('button', { name: labelled(i18n.t('users:actions.grantAll')) });
    fireEvent.click(grant);
    expect(await screen.findByText(i18n.t('users:actions.grantAllConfirm'))).toBeTruthy();
    fireEvent.click(screen.getByTestId('user-action-confirm'));

    await waitFor(() =>
      expect(
        within(screen.getByTestId('user-row-readonly@tabib.test')).getByTestId('user-rights').getAttribute('data-rights'),
      ).toBe('full'),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toContain('/doctors/users/id-readonly%40tabib.test/allow-all');
    expect(JSON.parse(String(put[1]!.body))).toEqual({ allowAll: true });
    expect(
      within(screen.getByTestId('user-row-readonly@tabib.test')).getByRole('button', {
        name: labelled(i18n.t('users:actions.withdrawAll')),
      }),
    ).toBeTruthy();
  }, 20_000);

  it('shows the state but no usable control to those who may not manage users', async () => {
    renderTable(false);
    const row = await screen.findByTestId('user-row-readonly@tabib.test');
    expect(within(row).getByTestId('user-rights').getAttribute('data-rights')).toBe('read-only');
    expect((within(row).getByTestId('user-grant-all') as HTMLButtonElement).disabled).toBe(true);
  }, 20_000);

  it('leaves an assistant acting as doctor no control on its own row, which the server refuses', async () => {
    renderTable(true, 'id-readonly@tabib.test');
    const ownRow = await screen.findByTestId('user-row-readonly@tabib.test');
    for (const testId of ['user-grant-all', 'user-block', 'user-delete'])
      expect((within(ownRow).getByTestId(testId) as HTMLButtonElement).disabled, testId).toBe(true);
    const otherRow = screen.getByTestId('user-row-plain@tabib.test');
    expect((within(otherRow).getByTestId('user-block') as HTMLButtonElement).disabled).toBe(false);
  }, 20_000);

  it('reads the list again when another session of the practice changes an assistant', async () => {
    renderTable(true);
    await screen.findByTestId('user-row-readonly@tabib.test');
    appUsers = [...appUsers, user('new@tabib.test', 'ASSISTANT', false)];
    act(() => listeners.get(accountSocket.practiceUsersChanged)!());
    expect(await screen.findByTestId('user-row-new@tabib.test')).toBeTruthy();
  }, 20_000);
});
