import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { notificationsPageSize, type Notification } from '@tabib/contracts/notifications';
import { SlotsProvider } from '../../../lib/slots';
import { NotificationBell } from './notification-bell';

vi.mock('../hooks/use-notification-live-updates', () => ({ useNotificationLiveUpdates: () => undefined }));

beforeAll(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

const notificationOf = (index: number, overrides: Partial<Notification> = {}): Notification => ({
  _id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  category: 'other',
  type: 'edit_request_verdict',
  unread: index % 2 === 0,
  title: { fr: `Titre ${index}`, en: `Title ${index}`, ar: `عنوان ${index}` },
  message: { fr: `Message ${index}`, en: `Message ${index}`, ar: `رسالة ${index}` },
  createdAt: '2026-11-24T12:00:00.000Z',
  picture: null,
  icon: 'profile-edit',
  appointment: null,
  display_status: null,
  ...overrides,
});

const fetchMock = vi.fn<typeof fetch>();
let stored: Notification[] = [];
let failList = false;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const pagesAsked = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://tabib.test'))
    .filter((url) => url.pathname.endsWith('/get-all-notifications-paginated'))
    .map((url) => Number(url.searchParams.get('page')));

/** The three calls of spec 2 section 7 over `stored`. */
beforeEach(() => {
  failList = false;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://tabib.test');
    if (url.pathname.endsWith('/get-all-notifications-paginated')) {
      if (failList) return json(500, { success: false, code: 'internalServerError' });
      const page = Number(url.searchParams.get('page'));
      const totalPages = Math.ceil(stored.length / notificationsPageSize);
      return json(200, {
        success: true,
        docs: stored.slice((page - 1) * notificationsPageSize, page * notificationsPageSize),
        totalDocs: stored.length,
        nextPage: page < totalPages ? page + 1 : null,
        prevPage: page > 1 ? page - 1 : null,
      });
    }
    if (url.pathname.endsWith('/unread-notifications-exist')) {
      return json(200, { success: true, unread_exist: stored.some((entry) => entry.unread) });
    }
    const id = url.pathname.split('/').at(-2);
    const entry = stored.find((candidate) => candidate._id === id)!;
    entry.unread = false;
    if (JSON.parse(String(init?.body ?? '{}')).confirm_payment === true) entry.display_status = 'confirmed';
    expect(init?.method).toBe('PUT');
    return json(200, { success: true, notification: entry });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const openedAppointments: string[] = [];
function renderBell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SlotsProvider
        renderers={{
          'notifications.appointmentDetails': ({ appointmentId }) => {
            openedAppointments.push(appointmentId);
            return <div data-testid="opened-appointment">{appointmentId}</div>;
          },
        }}
      >
        <NotificationBell userId="user-1" />
      </SlotsProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('the notification bell', () => {
  it('fetches pages 1-3 at once, marks unread ones, and loads older notifications on demand', async () => {
    stored = Array.from({ length: notificationsPageSize * 3 + 4 }, (_, index) => notificationOf(index));
    renderBell();
    await waitFor(() => expect(pagesAsked()).toEqual([1, 2, 3]));
    await waitFor(() => expect(screen.getByTestId('notification-bell').dataset.unread).toBe('true'));

    fireEvent.click(screen.getByTestId('notification-bell'));
    const list = await screen.findByTestId('notification-list');
    expect(within(list).getAllByTestId('notification-item')).toHaveLength(notificationsPageSize * 3);
    expect(within(list).getByText('Titre 0')).toBeTruthy();
    expect(within(list).getByText('Message 1')).toBeTruthy();
    expect(within(list).getAllByTestId('notification-unread-mark')).toHaveLength((notificationsPageSize * 3) / 2);

    fireEvent.click(screen.getByTestId('notifications-load-older'));
    await waitFor(() => expect(within(list).getAllByTestId('notification-item')).toHaveLength(stored.length));
    expect(screen.queryByTestId('notifications-load-older')).toBeNull();
  });

  it("marks a clicked notification read with its flags, and opens an appointment notification's appointment", async () => {
    stored = [
      notificationOf(0, { category: 'payment', type: 'payment', display_status: 'pending', unread: true }),
      notificationOf(2, { category: 'appointment', type: 'patient_booked', appointment: 'appointment-9', unread: true }),
    ];
    renderBell();
    fireEvent.click(screen.getByTestId('notification-bell'));
    const items = await screen.findAllByTestId('notification-item');
    expect(within(items[0]!).getByTestId('notification-payment-status').dataset.status).toBe('pending');
    expect(within(items[1]!).queryByTestId('notification-payment-status')).toBeNull();

    fireEvent.click(items[0]!);
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toContain(`/doctors/notifications/${stored[0]!._id}/mark-as-read`);
    expect(JSON.parse(String(put[1]?.body))).toEqual({ payment_notification: true, confirm_payment: true });
    expect(screen.queryByTestId('opened-appointment')).toBeNull();
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('notification-item')[0]!).getByTestId('notification-payment-status').dataset.status,
      ).toBe('confirmed'),
    );

    fireEvent.click(items[1]!);
    expect((await screen.findByTestId('opened-appointment')).textContent).toBe('appointment-9');
    await waitFor(() => expect(screen.getByTestId('notification-bell').dataset.unread).toBe('false'));
  });

  it("says 'Something went wrong' when the list cannot be loaded", async () => {
    stored = [notificationOf(1)];
    failList = true;
    renderBell();
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect((await screen.findByTestId('notifications-load-failed')).textContent).toContain('Un problème est survenu');
  });
});
