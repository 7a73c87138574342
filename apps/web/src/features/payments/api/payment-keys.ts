/** Cache keys of the payments feature: one wallet page per patient, clinic doctor and page. */
export const paymentKeys = {
  patient: (patientId: string) => ['payments', 'wallet', patientId] as const,
  wallet: (patientId: string, clinicDoctorId: string | null, page: number) =>
    ['payments', 'wallet', patientId, clinicDoctorId, page] as const,
};

/** Path of a wallet call: the contract's pattern with the ids put in. */
export function pathOf(pattern: string, ids: { patientId: string; actId?: string }): string {
  return pattern.replace(':patientId', encodeURIComponent(ids.patientId)).replace(':actId', encodeURIComponent(ids.actId ?? ''));
}
