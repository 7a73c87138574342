/**
 * The subscription pages' code, one step removed from antd's layer (app/lazy-pages.ts): the list of
 * files each import preloads is written here, not in the layer every page downloads.
 */
export const subscriptionPages = {
  overview: () => import('./subscription-page').then((m) => m.SubscriptionPage),
  discoverOffers: () => import('./discover-offers-page').then((m) => m.DiscoverOffersPage),
  invoiceCommit: () => import('./invoice-commit-page').then((m) => m.InvoiceCommitPage),
  periodCommit: () => import('./period-commit-page').then((m) => m.PeriodCommitPage),
  epaymentCommit: () => import('./epayment-commit-page').then((m) => m.EpaymentCommitPage),
  epaymentConfirmation: () => import('./epayment-confirmation-page').then((m) => m.EpaymentConfirmationPage),
};

export type SubscriptionPageName = keyof typeof subscriptionPages;
