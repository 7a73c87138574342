/** Never kept on the device (lib/query-persistence.ts): spec 3 section 3, the persisted state excludes the subscription. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  checkout: ['subscription', 'checkout'] as const,
  offers: ['subscription', 'offers'] as const,
  payee: ['subscription', 'payee'] as const,
  observer: ['subscription', 'observer'] as const,
  clinicTracking: ['subscription', 'clinic-tracking'] as const,
  epayment: (orderId: string) => ['subscription', 'epayment', orderId] as const,
  receipt: (token: string) => ['subscription', 'receipt', token] as const,
};
