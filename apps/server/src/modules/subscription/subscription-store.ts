import type { SubscriptionInvoiceRow, SubscriptionPaymentRow, SubscriptionRow } from '../../db/schema/subscription';
import type { PracticeStateColumns } from './practice-state-statement';
import type { SubscriptionRepository } from './subscription.repository';
import type { SubscriptionState } from './subscription-state';
import { confirmPayment, settle } from './transitions';

/** The rows of an account's subscription and the state the rules read from them. */
export interface LoadedSubscription {
  row: SubscriptionRow;
  /** The current or last invoice. */
  invoice: SubscriptionInvoiceRow | undefined;
  /** Its instalment asked for and not paid. */
  request: SubscriptionPaymentRow | undefined;
  state: SubscriptionState;
}

type StateColumns = Pick<
  SubscriptionRow,
  | 'id'
  | 'clinicId'
  | 'status'
  | 'trialEndsOn'
  | 'originalOfferId'
  | 'firstPaymentGrace'
  | 'lastPaymentMethod'
  | 'lastPaymentMonths'
>;
type InvoiceColumns = Pick<
  SubscriptionInvoiceRow,
  'offerId' | 'durationMonths' | 'monthlyPriceCentimes' | 'startsOn' | 'paidMonths'
>;
type RequestColumns = Pick<SubscriptionPaymentRow, 'months' | 'method' | 'requestedOn' | 'state'>;

export function stateOf(
  row: StateColumns,
  invoiceRow: InvoiceColumns | undefined,
  requestRow: RequestColumns | undefined,
): SubscriptionState {
  const account = {
    isClinic: row.clinicId !== null,
    trialEndsOn: row.trialEndsOn,
    originalOfferId: row.originalOfferId,
    firstPaymentGrace: row.firstPaymentGrace,
    lastPayment:
      row.lastPaymentMethod && row.lastPaymentMonths ? { method: row.lastPaymentMethod, months: row.lastPaymentMonths } : null,
  };
  const invoice = invoiceRow
    ? {
        offerId: invoiceRow.offerId,
        durationMonths: invoiceRow.durationMonths,
        monthlyPriceCentimes: invoiceRow.monthlyPriceCentimes,
        startsOn: invoiceRow.startsOn,
        paidMonths: invoiceRow.paidMonths,
      }
    : null;
  const request =
    requestRow && (requestRow.state === 'pending' || requestRow.state === 'incomplete')
      ? { months: requestRow.months, method: requestRow.method, requestedOn: requestRow.requestedOn, state: requestRow.state }
      : null;
  if (row.status === 'open' || row.status === 'paid') {
    if (!invoice) throw new Error(`subscription ${row.id} is ${row.status} without an invoice`);
    return row.status === 'open'
      ? { ...account, status: 'open', invoice, request }
      : { ...account, status: 'paid', invoice, request: null };
  }
  return { ...account, status: row.status, invoice, request: null };
}

/** The state from the gate's one-query read (practice-state-statement.ts). */
export function practiceStateOf(row: PracticeStateColumns): SubscriptionState {
  const invoice =
    row.offer_id === null
      ? undefined
      : {
          offerId: row.offer_id,
          durationMonths: row.duration_months!,
          monthlyPriceCentimes: Number(row.monthly_price_centimes),
          startsOn: row.starts_on!,
          paidMonths: row.paid_months!,
        };
  const request =
    row.state === null
      ? undefined
      : { months: row.months!, method: row.method!, requestedOn: row.requested_on!, state: row.state };
  return stateOf(
    {
      id: row.id,
      clinicId: row.clinic_id,
      status: row.status,
      trialEndsOn: row.trial_ends_on,
      originalOfferId: row.original_offer_id,
      firstPaymentGrace: row.first_payment_grace,
      lastPaymentMethod: row.last_payment_method,
      lastPaymentMonths: row.last_payment_months,
    },
    invoice,
    request,
  );
}

/** The subscription row's columns of a state. */
export const rowOf = (state: SubscriptionState) => ({
  status: state.status,
  trialEndsOn: state.trialEndsOn,
  originalOfferId: state.originalOfferId,
  firstPaymentGrace: state.firstPaymentGrace,
  lastPaymentMethod: state.lastPayment?.method ?? null,
  lastPaymentMonths: state.lastPayment?.months ?? null,
});

export async function loadSubscription(repository: SubscriptionRepository, row: SubscriptionRow): Promise<LoadedSubscription> {
  const invoice = await repository.latestInvoice(row.id);
  const request = invoice ? await repository.requestOf(invoice.id) : undefined;
  return { row, invoice, request, state: stateOf(row, invoice, request) };
}

/**
 * What the days changed (`settle`), written: a pending request whose 10 days passed becomes
 * incomplete; a canceled subscription's open invoice is canceled and its request expires.
 */
export async function settleAndSave(
  repository: SubscriptionRepository,
  loaded: LoadedSubscription,
  today: string,
  at: Date,
): Promise<LoadedSubscription & { changed: boolean }> {
  const { state, changed } = settle(loaded.state, today);
  if (!changed) return { ...loaded, changed };
  await repository.update(loaded.row.id, rowOf(state));
  const { request, invoice } = loaded;
  if (state.status === 'canceled' && loaded.state.status === 'open') {
    if (invoice) await repository.updateInvoice(invoice.id, { status: 'canceled', canceledAt: at });
    if (request) await repository.updatePayment(request.id, { state: 'expired' });
  } else if (request && state.status === 'open' && state.request?.state !== request.state && state.request) {
    await repository.updatePayment(request.id, { state: state.request.state });
  }
  return { ...loaded, row: { ...loaded.row, ...rowOf(state) }, state, changed };
}

/**
 * The request's months paid (`confirmPayment`), written: the instalment paid and who confirmed it
 * (the operator, or SATIM), the invoice's paid months and status, the subscription. Nothing is
 * written when the rules refuse it.
 */
export async function payRequest(
  repository: SubscriptionRepository,
  loaded: LoadedSubscription,
  request: SubscriptionPaymentRow,
  at: Date,
  confirmedBy: string,
): Promise<ReturnType<typeof confirmPayment>> {
  const moved = confirmPayment(loaded.state, { months: request.months, method: request.method });
  if (!moved.ok) return moved;
  const { state } = moved;
  await repository.updatePayment(request.id, { state: 'paid', paidAt: at, confirmedBy });
  await repository.updateInvoice(loaded.invoice!.id, {
    paidMonths: state.invoice!.paidMonths,
    status: state.status === 'paid' ? 'paid' : 'open',
  });
  await repository.update(loaded.row.id, rowOf(state));
  return moved;
}
