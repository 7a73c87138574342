import { useEffect } from 'react';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { getToken } from '../../../lib/session';
import { useShortLink } from '../api/resolve-short-link';
import { shortLinkOutcomeOf } from '../model/short-link-target';
import { JoinOutcome } from './join-outcome';

/**
 * /call/:call_bitfy and /rendez-vous/:call_bitfy (the short link of a patient's SMS): resolves it
 * and goes there. Unknown or expired: a signed-in user goes to the calendar (spec), a patient
 * reads why, in their language.
 */
export function CallRedirectPage() {
  const { t } = useTranslation('teleconsultation');
  const { call_bitfy: id = '' } = useParams();
  const navigate = useNavigate();
  const shortLink = useShortLink(id);
  const outcome = shortLinkOutcomeOf({
    url: shortLink.data?.url,
    error: shortLink.error,
    signedIn: getToken() !== null,
    origin: window.location.origin,
  });

  useEffect(() => {
    document.title = t('join.shortLink.title');
  }, [t]);
  const destination = outcome.kind === 'go' ? outcome.path : outcome.kind === 'calendar' ? '/calendar' : null;
  useEffect(() => {
    if (destination) void navigate(destination, { replace: true });
  }, [destination, navigate]);

  if (outcome.kind === 'unknown') {
    return (
      <JoinOutcome
        status="warning"
        title={t('join.shortLink.unknownTitle')}
        details={t('join.shortLink.unknownDetails')}
        testId="short-link-unknown"
      />
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <JoinOutcome status="error" title={t('join.failed.title')} details={t('join.failed.details')} testId="short-link-failed">
        <Button type="primary" onClick={() => void shortLink.refetch()}>
          {t('join.retry')}
        </Button>
      </JoinOutcome>
    );
  }
  return (
    <div className="tabib-join-waiting" role="status" data-testid="short-link-resolving">
      <Spin />
      <span>{t('join.shortLink.opening')}</span>
    </div>
  );
}
