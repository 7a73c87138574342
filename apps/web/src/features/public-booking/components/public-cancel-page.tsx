import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { publicBookingPagePath } from '@tabib/contracts/public-booking';
import { useDoctorName } from '../../../lib/doctor-name';
import { useCancelWithLink } from '../api/cancel-with-link';
import { useCancelLink } from '../api/get-cancel-link';
import { useBookingText } from '../hooks/use-booking-text';
import { usePageLocale } from '../hooks/use-page-language';
import { cancelViewOf } from '../model/cancel-state';
import { longDay, practiceDayOf, timeOf } from '../../../lib/practice-time';
import { AppointmentFacts } from './appointment-facts';
import { StatusBlock, Waiting } from './status-block';

/** /book/cancel/:token: the link of the patient's confirmation cancels their appointment, once, after a confirmation. */
export function PublicCancelPage() {
  const { token = '' } = useParams<{ token: string }>();
  const locale = usePageLocale();
  const text = useBookingText();
  const { t } = useTranslation(['errors', 'common']);
  const doctorName = useDoctorName();
  const linkQuery = useCancelLink(token);
  const cancel = useCancelWithLink(token);
  // The button asks first, in place: no dialog to find on a small screen.
  const [confirming, setConfirming] = useState(false);
  const confirmTitle = useRef<HTMLHeadingElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const link = linkQuery.data;
  const view = cancelViewOf({ link, loadError: linkQuery.error, cancelled: cancel.isSuccess, cancelError: cancel.error });

  useEffect(() => {
    document.title = text('cancel.title');
  }, [text]);
  useEffect(() => {
    if (confirming) confirmTitle.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (view.kind === 'cancelled') done.current?.focus();
  }, [view.kind]);

  if (view.kind === 'loading') return <Waiting label={t('loading', { ns: 'common' })} />;
  if (view.kind === 'failed') {
    return (
      <section className="public-booking-card" data-testid="cancel-failed">
        <StatusBlock status="warning" headingLevel={1} title={text('cancel.failed')}>
          <Button type="primary" onClick={() => void linkQuery.refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </StatusBlock>
      </section>
    );
  }

  const day = link ? practiceDayOf(link.appointment.startAt, link.timeZone) : null;
  return (
    <section className="public-booking-card" aria-labelledby="cancel-title" data-testid="cancel-page" data-view={view.kind}>
      {view.kind === 'cancelled' ? (
        // The buttons are gone: the outcome takes the focus, and is read out.
        <div ref={done} tabIndex={-1} className="public-booking-focus-target" data-testid="cancel-done">
          <StatusBlock
            status="success"
            headingLevel={1}
            title={<span id="cancel-title">{text('cancel.done')}</span>}
            details={text('cancel.doneDetails')}
          />
        </div>
      ) : (
        <h1 id="cancel-title" className="public-booking-doctor-name" style={{ marginBottom: 12 }}>
          {text('cancel.title')}
        </h1>
      )}
      {view.kind === 'refused' ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t(view.code)}
          style={{ marginBottom: 16 }}
          data-testid="cancel-refused"
          data-code={view.code}
        />
      ) : null}
      {view.kind === 'cancellable' && view.problem ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(view.problem)}
          style={{ marginBottom: 16 }}
          data-testid="cancel-problem"
        />
      ) : null}
      {link && day ? (
        <AppointmentFacts
          facts={[
            { key: 'doctor', label: text('cancel.doctor'), value: doctorName(link.doctor) },
            {
              key: 'when',
              label: text('cancel.when'),
              value: (
                <span data-testid="cancel-when">
                  {text('success.whenValue', {
                    day: longDay(day, locale),
                    time: timeOf(link.appointment.startAt, link.timeZone),
                  })}
                </span>
              ),
            },
            { key: 'type', label: text('cancel.type'), value: text(`visit.${link.appointment.type}`) },
          ]}
        />
      ) : null}
      <Flex vertical gap={12} style={{ marginTop: 16 }}>
        {view.kind === 'cancellable' && !confirming ? (
          <Button danger size="large" block onClick={() => setConfirming(true)} data-testid="cancel-button">
            {text('cancel.button')}
          </Button>
        ) : null}
        {view.kind === 'cancellable' && confirming ? (
          <div className="public-booking-confirm" data-testid="cancel-confirmation">
            <h2 ref={confirmTitle} tabIndex={-1}>
              {text('cancel.confirmTitle')}
            </h2>
            <p>{text('cancel.confirmText')}</p>
            <Flex gap={8} wrap>
              <Button
                danger
                type="primary"
                loading={cancel.isPending}
                onClick={() => cancel.mutate()}
                data-testid="cancel-confirm"
              >
                {text('cancel.confirm')}
              </Button>
              <Button disabled={cancel.isPending} onClick={() => setConfirming(false)} data-testid="cancel-keep">
                {text('cancel.keep')}
              </Button>
            </Flex>
          </div>
        ) : null}
        {view.kind !== 'cancellable' && link?.doctor.slug ? (
          <Link className="public-booking-link" to={publicBookingPagePath(link.doctor.slug)} data-testid="cancel-book-again">
            {text('cancel.bookAgain')}
          </Link>
        ) : null}
      </Flex>
    </section>
  );
}
