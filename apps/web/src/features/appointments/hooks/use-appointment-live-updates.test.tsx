import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { appointmentSocket } from '@tabib/contracts/appointments';
import { appointmentKeys } from '../api/appointment-keys';
import { fakeSockets as sockets, fire } from '../../../test/fake-socket';
import { useAppointmentLiveUpdates } from './use-appointment-live-updates';

vi.mock('../../../lib/socket', async () => (await import('../../../test/fake-socket')).fakeSocketModule);

describe("the calendar's live channel", () => {
  it('reads the calendar again once the room is joined, at the start and after each reconnection', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => useAppointmentLiveUpdates({ userId: 'doctor-1' }), { wrapper });
    const socket = sockets.at(-1)!;

    for (const connection of [1, 2]) {
      fire(socket, 'connect');
      const join = socket.emitted.at(-1)!;
      expect(join.slice(0, 2)).toEqual([appointmentSocket.join, 'doctor-1']);
      expect(invalidate, `connection ${connection}: nothing before the server has joined`).not.toHaveBeenCalled();
      (join[2] as () => void)();
      expect(invalidate).toHaveBeenCalledWith({ queryKey: appointmentKeys.lists() });
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['appointments', 'one'] });
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['appointments', 'count'] });
      invalidate.mockClear();
    }
  });
});
