import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ClinicNotice } from '@tabib/contracts/notifications';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import { changeLocale } from '../../../lib/i18n';
import { noticeConfig } from '../../../lib/notice-config';
import { notificationKeys } from '../api/notification-keys';
import { ClinicNotices } from './clinic-notices';

const liveChannel = vi.hoisted(() => ({ enabled: [] as boolean[] }));
vi.mock('../hooks/use-notification-live-updates', () => ({
  useNotificationLiveUpdates: (_userId: string, enabled: boolean) => void liveChannel.enabled.push(enabled),
}));

const notice = (id: string, doctorId: string, type: ClinicNotice['type'] = 'clinic_doctor_booked'): ClinicNotice => ({
  _id: `00000000-0000-4000-8000-00000000000${id}`,
  category: 'appointment',
  type,
  unread: true,
  title: { fr: `Titre ${id}`, en: `Title ${id}`, ar: `عنوان ${id}` },
  message: { fr: `Nour Test ${id}`, en: `Nour Test ${id}`, ar: `نور ${id}` },
  createdAt: '2026-03-02T08:30:00.000Z',
  picture: null,
  icon: 'calendar-add',
  appointment: null,
  display_status: null,
  doctorId,
});

const fetchMock = vi.fn<typeof fetch>();
let unread: ClinicNotice[] = [];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const markedRead = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([input]) => String(input).split('/').at(-2));

beforeEach(() => {
  liveChannel.enabled = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://tabib.test');
    if (url.pathname.endsWith('/clinic-notices')) return json(200, { success: true, notices: unread });
    const id = url.pathname.split('/').at(-2);
    const read = unread.find((entry) => entry._id === id)!;
    unread = unread.filter((entry) => entry._id !== id);
    expect(init?.method).toBe('PUT');
    return json(200, { success: true, notification: { ...read, unread: false } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderNotices(selectedDoctorId: string | null, hasBell = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (doctorId: string | null) => (
    <QueryClientProvider client={queryClient}>
      <NoticesProvider {...noticeConfig}>
        <ClinicNotices userId="clinic-admin" selectedDoctorId={doctorId} hasBell={hasBell} />
      </NoticesProvider>
    </QueryClientProvider>
  );
  const rendered = render(view(selectedDoctorId));
  return { queryClient, select: (doctorId: string) => rendered.rerender(view(doctorId)) };
}

describe('clinic notices on every page', { timeout: 20_000 }, () => {
  it('opens an info notice per booking and a warning per cancellation of another doctor, two at a time, until closed', async () => {
    await act(() => changeLocale('fr'));
    unread = [notice('3', 'saadi', 'clinic_doctor_canceled'), notice('2', 'ferhat'), notice('1', 'saadi')];
    renderNotices('bouzid');
    const canceled = await screen.findByTestId('clinic-notice-clinic_doctor_canceled');
    expect(canceled.textContent).toContain('Titre 3');
    expect(canceled.textContent).toContain('Nour Test 3');
    expect(canceled.getAttribute('data-doctor-id')).toBe('saadi');
    expect(canceled.className).toContain('warning');
    await waitFor(() => expect(screen.getAllByTestId('clinic-notice-clinic_doctor_booked')).toHaveLength(1));
    expect(screen.getByTestId('clinic-notice-clinic_doctor_booked').className).toContain('info');
    expect(screen.queryByText('Titre 1')).toBeNull();
    // They stay: nothing is read until a notice is closed.
    expect(markedRead()).toEqual([]);

    fireEvent.click(canceled.querySelector('.ant-notification-notice-close')!);
    await waitFor(() => expect(markedRead()).toEqual([notice('3', 'saadi')._id]));
    // The next one waiting opens once the list is read again.
    expect(await screen.findByText('Titre 1')).toBeTruthy();
    expect(liveChannel.enabled.every((enabled) => enabled)).toBe(true);
  });

  it('reads at once, unshown, a notice of the selected doctor heard live; one from before the page opened is shown', async () => {
    await act(() => changeLocale('fr'));
    unread = [notice('1', 'bouzid')];
    const { queryClient, select } = renderNotices('bouzid', true);
    expect(await screen.findByText('Titre 1')).toBeTruthy();
    expect(liveChannel.enabled.every((enabled) => !enabled)).toBe(true);

    unread = [notice('2', 'bouzid'), notice('3', 'saadi'), ...unread];
    await act(() => queryClient.invalidateQueries({ queryKey: notificationKeys.clinicNotices() }));
    await waitFor(() => expect(markedRead()).toEqual([notice('2', 'bouzid')._id]));
    expect(screen.queryByText('Titre 2')).toBeNull();
    expect(await screen.findByText('Titre 3')).toBeTruthy();

    // The account moves to Saadi: Bouzid's next booking is news again.
    select('saadi');
    unread = [notice('4', 'bouzid'), ...unread];
    await act(() => queryClient.invalidateQueries({ queryKey: notificationKeys.clinicNotices() }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/clinic-notices')).length).toBeGreaterThan(2),
    );
    expect(markedRead()).toEqual([notice('2', 'bouzid')._id]);
  });
});
