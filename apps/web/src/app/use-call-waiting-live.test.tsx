import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Appointment } from '@tabib/contracts/appointments';
import type { VideoCallWaitingEvent } from '@tabib/contracts/teleconsultation';
import { appointmentKeys, type AppointmentListParams } from '../features/appointments/api/appointment-keys';
import { callWaitingStore } from '../features/teleconsultation/stores/call-waiting-store';
import { appointmentOf, patientOf } from '../test/appointment-factory';
import { useCallWaitingLive } from './use-call-waiting-live';

const listeners = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('../lib/account-events', () => ({
  useAccountEvent: (event: string, handler: (payload: unknown) => void) => listeners.set(event, handler),
  useAccountConnected: (handler: () => void) => listeners.set('connect', handler),
}));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const soon = new Date(Date.now() + 5 * 60_000).toISOString();
const inCalendar = appointmentOf({ _id: 'a1', type: 'visio', start: soon, title: 'Belkacem Yasmine' });
const notInCalendar = appointmentOf({
  _id: 'a2',
  type: 'visio',
  start: soon,
  title: 'Haddad Karim',
  patient: patientOf({ _id: 'patient-2' }),
});
const params: AppointmentListParams = { doctorId: null, view: 'week', from: '2000-01-01', to: '2100-01-01', reasons: null };
const hear = (event: Partial<VideoCallWaitingEvent> & { id: string }) =>
  act(() => listeners.get('videocall.waiting')!({ done: false, patient_is_waiting: true, startAt: soon, ...event }));

let client: QueryClient;
/** What the server's waiting-calls list answers. */
let waitingNow: VideoCallWaitingEvent[] = [];
const appointmentReads = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/doctors/appointments/a'));
const listed = () => client.getQueryData<Appointment[]>(appointmentKeys.list(params))!;
const notices = () => callWaitingStore.get().notices;

beforeEach(() => {
  fetchMock.mockReset();
  waitingNow = [];
  fetchMock.mockImplementation(async (url) => {
    if (String(url).includes('/teleconsulta/waiting-calls')) return json(200, { success: true, calls: waitingNow });
    return String(url).includes('/doctors/appointments/a2')
      ? json(200, { success: true, appointment: notInCalendar, allowed_call: true })
      : json(404, { success: false, code: 'notFound' });
  });
  vi.stubGlobal('fetch', fetchMock);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(appointmentKeys.list(params), [inCalendar]);
});

afterEach(() => {
  callWaitingStore.reset();
  vi.unstubAllGlobals();
});

function renderLive(answersCalls = true) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCallWaitingLive(answersCalls), { wrapper });
}

describe('videocall.waiting on every signed-in page', () => {
  it('reads who is waiting when the page opens and when its socket comes back', async () => {
    waitingNow = [{ id: 'a1', done: false, patient_is_waiting: true, startAt: soon }];
    renderLive();
    await waitFor(() => expect(notices().map((notice) => notice.appointmentId)).toEqual(['a1']));
    expect(listed()[0]!.online).toBe(true);

    // The patient left while the socket was down: the list read on reconnecting says so.
    waitingNow = [];
    act(() => listeners.get('connect')!(undefined));
    await waitFor(() => expect(notices()).toEqual([]));
    expect(listed()[0]!.online).toBe(false);
  });

  it("marks the calendar's appointment online and shows a notice with its patient, read from the calendar or the server", async () => {
    renderLive();
    hear({ id: 'a1' });
    expect(listed()[0]!.online).toBe(true);
    await waitFor(() => expect(notices()[0]?.patient).toEqual({ id: inCalendar.patient!._id, name: 'Belkacem Yasmine' }));
    expect(appointmentReads()).toEqual([]);

    hear({ id: 'a2' });
    await waitFor(() => expect(notices()[1]?.patient).toEqual({ id: 'patient-2', name: 'Haddad Karim' }));
    expect(appointmentReads().map(([url]) => String(url))).toEqual([expect.stringContaining('/doctors/appointments/a2')]);

    // An appointment the server does not show this account: no notice.
    hear({ id: 'a3' });
    await waitFor(() => expect(notices().map((notice) => notice.appointmentId)).toEqual(['a1', 'a2']));
  });

  it('keeps the mark when the calendar comes back from the server, and drops mark and notice when the patient leaves', async () => {
    renderLive();
    hear({ id: 'a1' });
    act(() => client.setQueryData(appointmentKeys.list(params), [{ ...inCalendar, online: false }]));
    expect(listed()[0]!.online).toBe(true);

    hear({ id: 'a1', patient_is_waiting: false });
    expect(listed()[0]!.online).toBe(false);
    expect(notices()).toEqual([]);
  });

  it('drops the notice of a call that is done, and shows none outside the window or to those who hold no call', async () => {
    const live = renderLive();
    hear({ id: 'a1' });
    hear({ id: 'a1', done: true, patient_is_waiting: false });
    expect(listed()[0]).toMatchObject({ online: false, done: true });
    expect(notices()).toEqual([]);

    hear({ id: 'a1', startAt: new Date(Date.now() + 60 * 60_000).toISOString() });
    expect(notices()).toEqual([]);
    live.unmount();

    callWaitingStore.reset();
    renderLive(false);
    hear({ id: 'a1' });
    expect(listed()[0]!.online).toBe(true);
    expect(notices()).toEqual([]);
  });
});
