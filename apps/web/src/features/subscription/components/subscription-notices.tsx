import { use, useEffect, useState } from 'react';
import { Alert, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Locale } from '@tabib/contracts/locales';
import { practiceTimeZone } from '@tabib/contracts/appointments';
import type { UserProfile } from '@tabib/contracts/user';
import { useNotices } from '../../../components/ui/notices-context';
import { refusalEvents } from '../../../lib/api-client';
import { practiceDayOf } from '../../../lib/practice-time';
import { loadLocale } from '../../../lib/i18n';
import { useClinicTracking } from '../api/get-clinic-tracking';
import { useSubscriptionObserver } from '../api/get-observer';
import { subscriptionKeys } from '../api/subscription-keys';
import { useNoticeText } from '../hooks/use-notice-text';
import { dismissPopup, isPopupDismissed } from '../model/dismissed-popups';
import {
  isStatusCheckSkipped,
  isSubscriptionPayer,
  subscriptionAudienceOf,
  type SubscriptionAudience,
} from '../model/observer-audience';
import { noticeTargets, observerNoticesOf, type SubscriptionNotice } from '../model/observer-notices';
import { payerNameOf } from '../model/payer-name';
import { useLocale } from '../hooks/use-locale';
import { PaymentReminderModal } from './payment-reminder-modal';
import './subscription.css';

const overviewPath = '/settings/subscription';
const pathOf = (notice: SubscriptionNotice, payer: boolean) => {
  const target = payer ? noticeTargets[notice.kind] : 'overview';
  return target === 'overview' ? overviewPath : `${overviewPath}/${target}`;
};

const messages = new Map<Locale, Promise<boolean>>();

/**
 * The subscription's messages of a language, asked for once (an on-demand namespace,
 * lib/start-namespaces.ts). False when they could not be fetched (the connection went before they
 * came): the shell goes on without its notices, and a later render asks again.
 */
function messagesOf(locale: Locale): Promise<boolean> {
  let loading = messages.get(locale);
  if (!loading) {
    loading = loadLocale(locale, 'subscription').then(
      () => true,
      () => {
        messages.delete(locale);
        return false;
      },
    );
    messages.set(locale, loading);
  }
  return loading;
}

/**
 * The subscription's banners and popups in the signed-in shell (spec 3 section 4): the observer's
 * for clinic accounts and doctors with no clinic, the clinic's status for its doctors, nothing
 * (and no messages downloaded) for the others.
 */
export function SubscriptionNotices({ profile }: { profile: UserProfile }) {
  const audience = subscriptionAudienceOf(profile);
  return audience ? <AudienceNotices audience={audience} profile={profile} /> : null;
}

function AudienceNotices({ audience, profile }: { audience: SubscriptionAudience; profile: UserProfile }) {
  const ready = use(messagesOf(useLocale()));
  const skipped = isStatusCheckSkipped(useLocation().pathname);
  useRestrictionNotice(ready && audience === 'observer');
  if (!ready) return null;
  return audience === 'observer' ? (
    <ObserverNotices profile={profile} enabled={!skipped} />
  ) : (
    <ClinicTrackingBanner enabled={!skipped} />
  );
}

function ObserverNotices({ profile, enabled }: { profile: UserProfile; enabled: boolean }) {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const noticeText = useNoticeText();
  const observer = useSubscriptionObserver(enabled);
  const [dismissedNow, setDismissedNow] = useState<string | null>(null);
  const payer = isSubscriptionPayer(profile);
  const answer = observer.data;

  useEffect(() => {
    // The observer moved the subscription on: what the pages show is read again.
    if (answer?.object.invalidate_query) void queryClient.invalidateQueries({ queryKey: subscriptionKeys.checkout });
  }, [answer, queryClient]);

  if (!answer || !enabled) return null;
  const { banner, popup } = observerNoticesOf(answer.status, answer.object, practiceDayOf(new Date(), practiceTimeZone));
  const popupShown =
    popup && dismissedNow !== `${popup.notice.kind}:${popup.value}` && !isPopupDismissed(popup.notice.kind, popup.value)
      ? popup
      : null;
  const dismiss = () => {
    if (!popupShown) return;
    dismissPopup(popupShown.notice.kind, popupShown.value);
    setDismissedNow(`${popupShown.notice.kind}:${popupShown.value}`);
  };

  return (
    <>
      {banner ? (
        <Alert
          className="subscription-banner"
          type={banner.kind === 'canceled' || (banner.kind === 'paymentReminder' && banner.key === 'j0') ? 'error' : 'warning'}
          showIcon
          title={noticeText(banner)}
          data-testid="subscription-banner"
          data-kind={banner.kind}
          action={
            <Button size="small" type="primary" onClick={() => navigate(pathOf(banner, payer))} data-testid="banner-act">
              {payer ? t(`notices.actions.${banner.kind}`) : t('notices.actions.overview')}
            </Button>
          }
        />
      ) : null}
      <PaymentReminderModal
        notice={popupShown?.notice ?? null}
        payer={payerNameOf(profile)}
        onDismiss={dismiss}
        onAct={
          popupShown && payer
            ? () => {
                dismiss();
                navigate(pathOf(popupShown.notice, payer));
              }
            : undefined
        }
      />
    </>
  );
}

/** A clinic doctor: the clinic has not started its subscription, or its services are restricted. */
function ClinicTrackingBanner({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('subscription');
  const tracking = useClinicTracking(enabled);
  if (!enabled || !tracking.data) return null;
  const kind = tracking.data.display_topbar_start_subscription
    ? 'clinicNotStarted'
    : tracking.data.restricted
      ? 'clinicRestricted'
      : null;
  if (!kind) return null;
  return (
    <Alert
      className="subscription-banner"
      type="warning"
      showIcon
      title={t(`notices.${kind}`)}
      data-testid="subscription-banner"
      data-kind={kind}
    />
  );
}

/**
 * A booking or a new patient refused because services are restricted (402, on any screen): the
 * catalogue's message shows where it happened; this adds the way to pay, once at a time.
 */
function useRestrictionNotice(active: boolean) {
  const { t } = useTranslation('subscription');
  const { notification } = useNotices();
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const onRefused = () =>
      notification.warning({
        key: 'subscription-restricted',
        title: t('restricted.title'),
        description: t('restricted.text'),
        duration: 0,
        actions: (
          <Button
            type="primary"
            size="small"
            data-testid="restricted-pay"
            onClick={() => {
              notification.destroy('subscription-restricted');
              navigate(overviewPath);
            }}
          >
            {t('restricted.pay')}
          </Button>
        ),
        props: { 'data-testid': 'subscription-restricted-notice' } as object,
      });
    refusalEvents.addEventListener('subscriptionRestrictedAction', onRefused);
    return () => refusalEvents.removeEventListener('subscriptionRestrictedAction', onRefused);
  }, [active, notification, navigate, t]);
}
