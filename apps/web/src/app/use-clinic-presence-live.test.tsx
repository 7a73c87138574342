import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ClinicDoctor, UserProfile } from '@tabib/contracts/user';
import { profileQueryKey } from '../lib/profile-query-key';
import { profileOf } from '../test/profile-factory';
import { useClinicPresenceLive, withDoctorPresence } from './use-clinic-presence-live';

const listeners = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('../lib/account-events', () => ({
  useAccountEvent: (event: string, handler: (payload: unknown) => void) => listeners.set(event, handler),
}));

const doctor = (id: string, work_status: string): ClinicDoctor => ({
  _id: id,
  title: 'Dr',
  firstName: 'Rachid',
  lastName: id,
  picture: null,
  specialities: [],
  work_status,
});
const clinicProfile = profileOf('clinicAdmin', {
  clinicObject: {
    _id: 'clinic-1',
    name: 'Clinique El Amel',
    doctors: [doctor('d1', 'off'), doctor('d2', 'work')],
    users: [],
    specialities: [],
    gallery: [],
    bg_header: null,
  },
});
const statuses = (profile: UserProfile | undefined) => profile?.clinicObject?.doctors.map((entry) => entry.work_status);

describe('withDoctorPresence', () => {
  it("changes one doctor's work_status and nothing else", () => {
    const changed = withDoctorPresence(clinicProfile, { doctorId: 'd1', work_status: 'work' });
    expect(statuses(changed)).toEqual(['work', 'work']);
    expect(statuses(clinicProfile)).toEqual(['off', 'work']);
  });

  it('answers the same profile for an unknown doctor, an unchanged status or no clinic', () => {
    expect(withDoctorPresence(clinicProfile, { doctorId: 'elsewhere', work_status: 'work' })).toBe(clinicProfile);
    expect(withDoctorPresence(clinicProfile, { doctorId: 'd2', work_status: 'work' })).toBe(clinicProfile);
    const doctorProfile = profileOf('doctor');
    expect(withDoctorPresence(doctorProfile, { doctorId: 'd1', work_status: 'work' })).toBe(doctorProfile);
  });
});

describe('clinic.presence on every page of a clinic account', () => {
  it("patches the cached profile's dots live, ignores malformed events, refetches when the clinic's doctors change", () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(profileQueryKey, clinicProfile);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useClinicPresenceLive(), { wrapper });
    const cached = () => client.getQueryData<UserProfile>(profileQueryKey);

    act(() => listeners.get('clinic.presence')!({ doctorId: 'd1', work_status: 'work' }));
    expect(statuses(cached())).toEqual(['work', 'work']);
    act(() => listeners.get('clinic.presence')!({ doctorId: 'd2', work_status: 'off' }));
    expect(statuses(cached())).toEqual(['work', 'off']);
    act(() => listeners.get('clinic.presence')!({ doctorId: 'd1', work_status: 'away' }));
    expect(statuses(cached())).toEqual(['work', 'off']);

    const invalidate = vi.spyOn(client, 'invalidateQueries');
    act(() => listeners.get('clinic.members.changed')!({ type: 'user', userId: 'u9' }));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => listeners.get('clinic.members.changed')!({ type: 'doctor', userId: 'd3' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: profileQueryKey });
  });
});
