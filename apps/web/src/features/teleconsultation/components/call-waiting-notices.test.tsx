import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import { changeLocale } from '../../../lib/i18n';
import { noCallsWaiting, withDueNotices, withPatient, withWaitingEvent } from '../model/call-waiting-notices';
import { callWaitingStore } from '../stores/call-waiting-store';
import { CallWaitingNotices } from './call-waiting-notices';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const first = '00000000-0000-4000-8000-00000000c001';
const second = '00000000-0000-4000-8000-00000000c002';
const startAt = new Date(Date.now() + 5 * 60_000).toISOString();

/** Two patients waiting, the first one's name read, the second one's not yet. */
function twoWaiting() {
  let state = noCallsWaiting();
  for (const id of [first, second]) state = withWaitingEvent(state, { id, done: false, patient_is_waiting: true, startAt });
  state = withDueNotices(state, new Date());
  callWaitingStore.set(withPatient(state, first, { id: 'patient-1', name: 'Belkacem Yasmine' }));
}

beforeAll(async () => {
  await changeLocale('en');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no ResizeObserver; End's Popconfirm observes its size.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  twoWaiting();
});

afterEach(() => {
  callWaitingStore.reset();
  vi.unstubAllGlobals();
});

function renderNotices() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NoticesProvider>
        <CallWaitingNotices />
      </NoticesProvider>
    </QueryClientProvider>,
  );
}

const noticeOf = (id: string) =>
  screen.getAllByTestId('call-waiting-notice').find((notice) => notice.dataset.appointmentId === id)!;

describe('the waiting patients’ call notices', { timeout: 20_000 }, () => {
  it('stacks one card per waiting patient with the name and time; Join opens the call in a new tab once the patient is known', () => {
    renderNotices();
    expect(screen.getAllByTestId('call-waiting-notice').map((notice) => notice.dataset.appointmentId)).toEqual([first, second]);
    const card = within(noticeOf(first));
    expect(card.getByText('Belkacem Yasmine')).toBeTruthy();
    const time = new Date(startAt).toTimeString().slice(0, 5);
    expect(card.getByText(`Appointment at ${time}`)).toBeTruthy();
    const join = card.getByTestId('call-waiting-join');
    expect(join.getAttribute('href')).toBe(`/videocall/${first}/patient-1`);
    expect(join.getAttribute('target')).toBe('_blank');
    // The second patient is still being read: no call to open yet.
    expect(within(noticeOf(second)).getByTestId('call-waiting-join').hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('region', { name: 'Patients waiting for their call' })).toBeTruthy();
  });

  it('holds a card as a pill and expands it again', async () => {
    renderNotices();
    fireEvent.click(within(noticeOf(first)).getByTestId('call-waiting-hold'));
    const pill = within(noticeOf(first)).getByTestId('call-waiting-expand');
    expect(pill.textContent).toContain('Belkacem Yasmine');
    expect(within(noticeOf(first)).queryByTestId('call-waiting-join')).toBeNull();
    // The other card is left as it was.
    expect(within(noticeOf(second)).getByTestId('call-waiting-hold')).toBeTruthy();
    fireEvent.click(pill);
    expect(within(noticeOf(first)).getByTestId('call-waiting-join')).toBeTruthy();
  });

  /** End asks first: nothing is sent until the doctor confirms. */
  async function endFromNotice(appointmentId: string) {
    fireEvent.click(within(noticeOf(appointmentId)).getByTestId('call-waiting-end'));
    const confirm = await screen.findByTestId('call-waiting-end-confirm');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(confirm);
  }

  it('asks before ending, and keeps the call waiting when the doctor says no', async () => {
    renderNotices();
    fireEvent.click(within(noticeOf(first)).getByTestId('call-waiting-end'));
    expect(await screen.findByText('End the call of Belkacem Yasmine without holding it?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep waiting' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('call-waiting-notice')).toHaveLength(2);
  });

  it('ends the call with a duration of 0 and drops its card', async () => {
    fetchMock.mockResolvedValue(
      json(200, { success: true, code: 'callLeft', appointment: { _id: first, status: 'DONE', callDurationSeconds: 0 } }),
    );
    renderNotices();
    await endFromNotice(first);
    await waitFor(() => expect(screen.getAllByTestId('call-waiting-notice')).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/doctors/teleconsulta/leave');
    expect(JSON.parse(String(init?.body))).toEqual({ appointment: first, duration: 0 });
    expect(await screen.findByText('The call of Belkacem Yasmine was ended.')).toBeTruthy();
  });

  it('says the catalogue’s message when the call is already over, and drops the card', async () => {
    fetchMock.mockResolvedValue(json(409, { success: false, code: 'CallAlreadyDone' }));
    renderNotices();
    await endFromNotice(first);
    expect(await screen.findByText('Call already done.')).toBeTruthy();
    expect(screen.getAllByTestId('call-waiting-notice')).toHaveLength(1);
  });

  it("says 'error to call' when the request fails, and keeps the card to try again", async () => {
    fetchMock.mockResolvedValue(json(500, { success: false, code: 'internalServerError' }));
    renderNotices();
    await endFromNotice(first);
    expect(await screen.findByText(/Error to call/)).toBeTruthy();
    expect(screen.getAllByTestId('call-waiting-notice')).toHaveLength(2);
  });

  it('goes away when the patients leave', () => {
    renderNotices();
    act(() => callWaitingStore.reset());
    expect(screen.queryByTestId('call-waiting-notice')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
