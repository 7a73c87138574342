import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { notificationSocket } from '@tabib/contracts/notifications';
import { notificationKeys } from '../api/notification-keys';
import { fakeSockets as sockets, fire } from '../../../test/fake-socket';
import { useNotificationLiveUpdates } from './use-notification-live-updates';

vi.mock('../../../lib/socket', async () => (await import('../../../test/fake-socket')).fakeSocketModule);

describe('the notifications channel', () => {
  it("joins the user's room on each connection and then refetches, rings and refetches on pro.notifications, leaves on exit", () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const ring = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useNotificationLiveUpdates('user-7', true, ring), { wrapper });
    const socket = sockets.at(-1)!;
    expect(socket.namespace).toBe('/workers/notifications');

    socket.connected = true;
    fire(socket, 'connect');
    fire(socket, 'connect'); // a reconnection joins again
    expect(socket.emitted).toEqual([
      [notificationSocket.join, 'user-7', expect.any(Function)],
      [notificationSocket.join, 'user-7', expect.any(Function)],
    ]);
    // Once the server has joined the room, what was sent before is read again.
    expect(invalidate).not.toHaveBeenCalled();
    (socket.emitted[1]![2] as () => void)();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.all });
    invalidate.mockClear();

    fire(socket, notificationSocket.event, { notificationId: 'n-1' });
    expect(ring).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.all });

    unmount();
    expect(socket.emitted.at(-1)).toEqual([notificationSocket.leave, 'user-7']);
    expect(socket.closed).toBe(true);
  });

  it('opens no socket while the bell is disabled (offline)', () => {
    const before = sockets.length;
    const queryClient = new QueryClient();
    renderHook(() => useNotificationLiveUpdates('user-7', false, vi.fn()), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });
    expect(sockets.length).toBe(before);
  });
});
