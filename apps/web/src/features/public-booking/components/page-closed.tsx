import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBookingText } from '../hooks/use-booking-text';
import { StatusBlock } from './status-block';

interface PageClosedProps {
  /** notFound: no such page, or turned off; noBooking: the page is on, but nothing can be booked; failed: no answer. */
  kind: 'notFound' | 'noBooking' | 'failed';
  onRetry?(): void;
}

/** A booking page that cannot take a booking, and why. */
export function PageClosed({ kind, onRetry }: PageClosedProps) {
  const text = useBookingText();
  const { t } = useTranslation();
  return (
    <section className="public-booking-card" data-testid={`booking-closed-${kind}`}>
      <StatusBlock
        status={kind === 'notFound' ? 'notFound' : kind === 'failed' ? 'warning' : 'info'}
        // Under the doctor's name (noBooking) it is a section; alone on the page, the page's title.
        headingLevel={kind === 'noBooking' ? 2 : 1}
        title={kind === 'notFound' ? text('closed.title') : kind === 'failed' ? text('closed.failed') : text('closed.noBooking')}
        details={kind === 'notFound' ? text('closed.details') : undefined}
      >
        {onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        ) : null}
      </StatusBlock>
    </section>
  );
}
