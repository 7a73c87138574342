import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NoticesProvider } from '../../../components/ui/notices-provider';
import { changeLocale } from '../../../lib/i18n';
import { useSaveHours } from './use-save-hours';

beforeAll(async () => {
  await changeLocale('en');
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <NoticesProvider>{children}</NoticesProvider>
    </QueryClientProvider>
  );
}

const weeklySchedule = Array.from({ length: 7 }, (_, day) => ({
  day,
  dailySchedule: day === 1 ? [{ startAt: '08:00', endAt: '11:00', types: ['cabinet' as const] }] : [],
}));

describe('saving hours', () => {
  it(
    'asks first, with the count, when booked appointments would fall outside; saves with confirm on yes',
    { timeout: 20_000 },
    async () => {
      const fetchMock = vi.fn<typeof fetch>();
      fetchMock
        .mockResolvedValueOnce(answer(409, { success: false, code: 'scheduleLeavesBookedAppointments', count: 3 }))
        .mockResolvedValueOnce(answer(200, { success: true, code: 'scheduleUpdatedSuccessfully' }));
      vi.stubGlobal('fetch', fetchMock);
      const { result } = renderHook(() => useSaveHours(), { wrapper });

      act(() => result.current.submit({ weeklySchedule, mode: 'day', cqDoctor: null }));
      await screen.findByText(/^3 booked appointments would be outside the hours\./);
      expect(fetchMock).toHaveBeenCalledTimes(1);

      fireEvent.click(screen.getByRole('button', { name: 'Save anyway' }));
      await screen.findByText('Your schedule has been updated successfully');
      expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toMatchObject({ mode: 'day', confirm: true });
    },
  );

  it('shows any other refusal as its message, without asking', { timeout: 20_000 }, async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(answer(400, { success: false, code: 'scheduleInvalidBlock' })),
    );
    const { result } = renderHook(() => useSaveHours(), { wrapper });
    act(() => result.current.submit({ weeklySchedule, mode: 'day', cqDoctor: null }));
    await screen.findByText(/A time block is invalid/);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save anyway' })).toBeNull());
  });
});
