import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { subscriptionUi } from '@tabib/contracts/subscription';
import { useNotices } from '../../../components/ui/notices-context';
import type { ProofOfWork } from '../../../components/ui/proof-of-work-field';
import { useErrorMessage } from '../../../lib/use-error-message';
import { subscriptionKeys } from '../api/subscription-keys';
import type { RequestOutcome } from '../model/flow-steps';

/** How a refused request is told (spec 3 section 8). */
export type FailureNotice = 'invoice' | 'cardRegistration' | 'paymentRegistration';

/**
 * Sends a flow's request with the bot check's payload, then follows the answer (spec 3 section 4):
 * the card's payment page, or banners cleared and the final step after a second.
 */
export function useFlowRequest<Answer>(send: (token: string) => Promise<Answer>, outcomeOf: (answer: Answer) => RequestOutcome) {
  const { t } = useTranslation('subscription');
  const { message, notification } = useNotices();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const proof = useRef<ProofOfWork>(null);
  const [sending, setSending] = useState(false);
  const [finalOpen, setFinalOpen] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const fail = (error: unknown, notice: FailureNotice) => {
    const reason = errorMessage(error);
    if (notice === 'invoice') {
      void message.error({ content: `${t('failures.invoice')} ${reason}`, duration: subscriptionUi.errorToastMs / 1000 });
      return;
    }
    notification.error({
      key: 'subscription-request-failed',
      title: t(`failures.${notice}.title`),
      description: `${t(`failures.${notice}.text`)} ${reason}`,
      duration: 0,
      props: { 'data-testid': 'subscription-request-failed' } as object,
    });
  };

  const submit = async (notice: FailureNotice) => {
    setSending(true);
    try {
      const token = await proof.current?.payload();
      if (!token) {
        void message.error(t('failures.proof'));
        return;
      }
      const received = await send(token);
      const outcome = outcomeOf(received);
      if (outcome.redirectUrl) {
        window.location.assign(outcome.redirectUrl);
        return;
      }
      setAnswer(received);
      if (outcome.clearBanners) {
        queryClient.removeQueries({ queryKey: subscriptionKeys.observer });
        void queryClient.invalidateQueries({ queryKey: subscriptionKeys.checkout });
      }
      if (outcome.openFinal) timer.current = window.setTimeout(() => setFinalOpen(true), subscriptionUi.finalStepDelayMs);
    } catch (error) {
      fail(error, notice);
    } finally {
      setSending(false);
      // A payload is accepted once: the next sending needs a fresh one.
      proof.current?.renew();
    }
  };

  return { proof, sending, answer, finalOpen, submit };
}
