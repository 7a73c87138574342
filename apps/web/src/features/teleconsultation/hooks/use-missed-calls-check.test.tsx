import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MissedTeleconsultations } from '@tabib/contracts/teleconsultation';
import { useMissedCallsCheck } from './use-missed-calls-check';

const fetchMock = vi.fn<typeof fetch>();
const answer = (total: number): MissedTeleconsultations => ({ success: true, total, hasMore: false, missedAppointments: [] });
let totals: number[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-23T09:00:00'));
  totals = [2];
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify(answer(totals.length > 1 ? totals.shift()! : totals[0]!)), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderCheck(enabled = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const rendered = renderHook(({ on }) => useMissedCallsCheck(on), { wrapper, initialProps: { on: enabled } });
  return { ...rendered, client };
}

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the missed-teleconsultation check', () => {
  it('opens the modal 5 s after a check that finds misses, and remembers the day and count', async () => {
    const { result } = renderCheck();
    await pass(100);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/doctors/appointments/teleconsulta/missed-appointments?page=1');
    await pass(4_800);
    expect(result.current.open).toBe(false);
    await pass(200);
    expect(result.current.open).toBe(true);
    expect(JSON.parse(localStorage.getItem('tabib.missedCallsShown')!)).toEqual({ day: '2026-11-23', count: 2 });
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
  });

  it('checks every hour: the same count the same day stays quiet, a new count opens it again, as does the next day', async () => {
    totals = [2, 2, 3, 3];
    const { result } = renderCheck();
    await pass(5_100);
    expect(result.current.open).toBe(true);
    act(() => result.current.close());

    await pass(3_600_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await pass(6_000);
    expect(result.current.open).toBe(false);

    await pass(3_600_000 - 6_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await pass(5_100);
    expect(result.current.open).toBe(true);
    act(() => result.current.close());

    // The next morning, in another page: the same count is shown again, once.
    vi.setSystemTime(new Date('2026-11-24T08:00:00'));
    const nextDay = renderCheck();
    await pass(5_100);
    expect(nextDay.result.current.open).toBe(true);
    const again = renderCheck();
    await pass(5_100);
    expect(again.result.current.open).toBe(false);
  });

  it('shows nothing when nothing was missed, and does not ask when it is off (clinic accounts, offline)', async () => {
    totals = [0];
    const { result, unmount } = renderCheck();
    await pass(6_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.open).toBe(false);
    expect(localStorage.getItem('tabib.missedCallsShown')).toBeNull();
    unmount();

    fetchMock.mockClear();
    const off = renderCheck(false);
    await pass(3_700_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(off.result.current.open).toBe(false);
  });
});
