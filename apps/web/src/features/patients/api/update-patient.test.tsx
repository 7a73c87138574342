import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PatientForm } from '@tabib/contracts/patients';
import { patientKeys } from './patient-keys';
import { useUpdatePatient } from './update-patient';

const patientId = '00000000-0000-4000-8000-0000000000a1';
const form: PatientForm = { gender: 'FEMALE', firstName: 'Amina', lastName: 'Kaci', phone: '0661234501' };

describe('a refused patient update', () => {
  it('leaves the record details alone, so the open form keeps what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        new Response(JSON.stringify({ success: false, code: 'PatientWithPhoneNumberExist' }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    client.setQueryData(patientKeys.details(patientId), { patientInfo: { _id: patientId } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useUpdatePatient(patientId, null), { wrapper });

    act(() => result.current.mutate(form));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryState(patientKeys.details(patientId))?.isInvalidated).toBe(false);
  });
});
