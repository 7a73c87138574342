import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentPaths, walletPageSize, walletResponseSchema } from '@tabib/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { pathOf, paymentKeys } from './payment-keys';

export function getWallet(patientId: string, clinicDoctorId: string | null, page: number, signal?: AbortSignal) {
  return apiRequest(pathOf(paymentPaths.wallet, { patientId }), {
    schema: walletResponseSchema,
    query: { page: String(page), limit: String(walletPageSize), ...(clinicDoctorId ? { clinic_doctor: clinicDoctorId } : {}) },
    signal,
  });
}

/** GET wallet-get-object: one page of 5 acts, newest first, and the number of acts. */
export function useWallet(patientId: string, clinicDoctorId: string | null, page: number) {
  return useQuery({
    queryKey: paymentKeys.wallet(patientId, clinicDoctorId, page),
    queryFn: ({ signal }) => getWallet(patientId, clinicDoctorId, page, signal),
    placeholderData: keepPreviousData,
  });
}
