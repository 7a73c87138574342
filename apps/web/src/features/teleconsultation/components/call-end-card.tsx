import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCallDuration } from '../model/call-timer';

/** Spec 2 section 2.11: the call is over, with the way back to the calendar. */
export function CallEndCard({ seconds }: { seconds: number }) {
  const { t } = useTranslation('teleconsultation');
  return (
    <Result
      status="success"
      title={<h1 className="tabib-call-result-title">{t('videoCall.ended.title')}</h1>}
      subTitle={<span dir="auto">{t('videoCall.ended.duration', { duration: formatCallDuration(seconds) })}</span>}
      extra={
        <Link to="/calendar" className="tabib-call-link-button" data-testid="call-go-to-calendar">
          {t('videoCall.ended.goToCalendar')}
        </Link>
      }
      data-testid="call-end-card"
    />
  );
}
