import type { FastifyBaseLogger } from 'fastify';
import { isLocale } from '@tabib/contracts/locales';
import type { Database, Executor } from '../../db/client';
import type { SubscriptionRow } from '../../db/schema/subscription';
import type { Mailer } from '../mail/mailer';
import { subscriptionPaymentEmail } from '../mail/templates/subscription-payment-email';
import { renderNotification } from '../notifications/notification-kinds';
import { notifyUser } from '../notifications/notifications.service';
import { createSubscriptionRepository } from './subscription.repository';

export type PaymentVerdict = 'confirmed' | 'rejected';

export interface PaymentVerdictNotice {
  verdict: PaymentVerdict;
  months: number;
  amountCentimes: number;
}

/** The notification of a verdict, written with it: an independent doctor's bell (clinics are told by e-mail). */
export async function notifyPaymentVerdict(tx: Executor, subscription: SubscriptionRow, decided: PaymentVerdictNotice) {
  if (!subscription.doctorId) return;
  await notifyUser(tx, {
    recipientUserId: subscription.doctorId,
    doctorId: subscription.doctorId,
    rendered: renderNotification('subscription_payment_verdict', decided),
  });
}

/**
 * The e-mail of a verdict to whoever pays, once it is committed. The verdict stands whatever the
 * mail server says: a failure is logged and kept in outbound_emails.
 */
export async function emailPaymentVerdict(
  options: { db: Database; mailer: Mailer; log: FastifyBaseLogger },
  subscription: SubscriptionRow,
  decided: PaymentVerdictNotice,
) {
  for (const account of await createSubscriptionRepository(options.db).payers(subscription)) {
    const message = subscriptionPaymentEmail({
      to: account.email,
      name: `${account.firstName} ${account.lastName}`.trim(),
      ...decided,
      locale: isLocale(account.locale) ? account.locale : 'fr',
    });
    await options.mailer
      .send(message)
      .catch((error: unknown) =>
        options.log.error({ err: error, subscriptionId: subscription.id }, 'subscription payment e-mail failed'),
      );
  }
}
