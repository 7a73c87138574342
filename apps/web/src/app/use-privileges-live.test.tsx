import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { accountSocket } from '@tabib/contracts/live-events';
import { profileQueryKey } from '../lib/profile-query-key';
import { usePrivilegesLive } from './use-privileges-live';

const listeners = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('../lib/account-events', () => ({
  useAccountEvent: (event: string, handler: (payload: unknown) => void) => listeners.set(event, handler),
}));

describe('usePrivilegesLive', () => {
  it('reads the profile again when full rights are granted or withdrawn, and ignores malformed events', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => usePrivilegesLive(), { wrapper });
    const heard = listeners.get(accountSocket.privilegesChanged)!;

    act(() => heard({ allowAll: 'yes' }));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => heard({ allowAll: true }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: profileQueryKey });
    act(() => heard({ allowAll: false }));
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
