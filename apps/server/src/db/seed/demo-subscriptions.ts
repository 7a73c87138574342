import type { Transaction } from '../client';
import { subscriptionInvoices, subscriptionPayments, subscriptions } from '../schema/subscription';
import { practiceDay } from '../../lib/practice-time';
import { offers } from '../../modules/subscription/offers';
import { addDays } from '../../modules/subscription/subscription-days';

/**
 * The accounts the journeys and API tests work with (booking, new patients) stay in a welcome
 * period that never ends, whatever clock a test pins (2025 to 2030): never restricted.
 */
export const demoOpenEndedTrialEnd = '2100-01-01';

const [startOffer, establishedOffer] = offers;

/**
 * The demo subscriptions: every account that pays gets one (an independent doctor, the clinic).
 * The ones no journey books with show the other states: paid, open with a transfer's receipt
 * awaited, waiting (welcome period over), canceled.
 */
export async function seedDemoSubscriptions(
  tx: Transaction,
  idsByEmail: Map<string, string>,
  independentDoctors: string[],
  clinicId: string,
  now = new Date(),
) {
  const today = practiceDay(now);
  const openEnded = { status: 'trialing' as const, trialEndsOn: demoOpenEndedTrialEnd };
  const special: Record<string, (subscriptionId: string) => Promise<void>> = {};
  const states = new Map<string, typeof subscriptions.$inferInsert>();

  states.set('preferences.doctor@tabib.test', {
    status: 'paid',
    trialEndsOn: addDays(today, -30),
    originalOfferId: establishedOffer!._id,
    lastPaymentMethod: 'versement',
    lastPaymentMonths: 12,
  });
  special['preferences.doctor@tabib.test'] = async (subscriptionId) => {
    const [invoice] = await tx
      .insert(subscriptionInvoices)
      .values({ ...invoiceOf(subscriptionId, establishedOffer!, today), paidMonths: 12, status: 'paid' })
      .returning();
    await tx.insert(subscriptionPayments).values({
      ...paymentOf(invoice!.id, 12, establishedOffer!.price, today),
      state: 'paid',
      paidAt: now,
      confirmedBy: 'demo',
    });
  };

  states.set('subscription.doctor@tabib.test', {
    status: 'open',
    trialEndsOn: today,
    originalOfferId: startOffer!._id,
    lastPaymentMethod: 'versement',
    lastPaymentMonths: 3,
  });
  special['subscription.doctor@tabib.test'] = async (subscriptionId) => {
    const [invoice] = await tx
      .insert(subscriptionInvoices)
      .values(invoiceOf(subscriptionId, startOffer!, today))
      .returning();
    await tx.insert(subscriptionPayments).values({ ...paymentOf(invoice!.id, 3, startOffer!.price, today), state: 'pending' });
  };

  states.set('newdoctor@tabib.test', { status: 'waiting', trialEndsOn: addDays(today, -1) });

  const canceledStart = addDays(today, -60);
  states.set('profile.doctor@tabib.test', {
    status: 'canceled',
    trialEndsOn: canceledStart,
    originalOfferId: startOffer!._id,
    firstPaymentGrace: false,
    lastPaymentMethod: 'virement',
    lastPaymentMonths: 1,
  });
  special['profile.doctor@tabib.test'] = async (subscriptionId) => {
    const [invoice] = await tx
      .insert(subscriptionInvoices)
      .values({ ...invoiceOf(subscriptionId, startOffer!, canceledStart), status: 'canceled', canceledAt: now })
      .returning();
    await tx.insert(subscriptionPayments).values({
      ...paymentOf(invoice!.id, 1, startOffer!.price, canceledStart),
      method: 'virement',
      state: 'expired',
    });
  };

  for (const email of independentDoctors) {
    const doctorId = idsByEmail.get(email)!;
    const [row] = await tx
      .insert(subscriptions)
      .values({ doctorId, ...(states.get(email) ?? openEnded) })
      .returning({ id: subscriptions.id });
    await special[email]?.(row!.id);
  }
  await tx.insert(subscriptions).values({ clinicId, ...openEnded });
}

const invoiceOf = (subscriptionId: string, offer: (typeof offers)[number], startsOn: string) => ({
  subscriptionId,
  offerId: offer._id,
  durationMonths: offer.duration,
  monthlyPriceCentimes: offer.price,
  startsOn,
});

const paymentOf = (invoiceId: string, months: number, monthlyPrice: number, requestedOn: string) => ({
  invoiceId,
  months,
  amountCentimes: months * monthlyPrice,
  method: 'versement' as const,
  requestedOn,
});
