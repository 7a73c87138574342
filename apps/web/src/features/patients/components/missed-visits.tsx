import { Empty, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@tabib/contracts/locales';
import type { MissedVisit } from '@tabib/contracts/patients';
import { ReasonTag } from '../../../components/ui/reason-tag';
import { useDoctorName } from '../../../lib/doctor-name';

const rowStyle = { padding: '8px 0', borderBlockEnd: '1px solid var(--ant-color-split)' } as const;

/** Issue 22: the visits the patient was marked absent from, newest first, as the record holds them. */
export function MissedVisits({ visits, withDoctor }: { visits: MissedVisit[]; withDoctor: boolean }) {
  const { t, i18n } = useTranslation('patients');
  const doctorName = useDoctorName();
  const language = i18n.language as Locale;
  if (visits.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('missedVisits.empty')} data-testid="missed-visits-empty" />;
  }
  return (
    <Flex vertical gap={8} data-testid="missed-visits">
      <Typography.Text strong data-testid="missed-visits-summary">
        {t('missedVisits.summary', { count: visits.length })}
      </Typography.Text>
      <ul aria-label={t('missedVisits.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {visits.map((visit) => {
          const start = dayjs(visit.start);
          return (
            <li key={visit._id} style={rowStyle} data-testid="missed-visit">
              <Flex wrap gap={8} align="center">
                <time dateTime={visit.start}>
                  {start.format('dddd')} <span dir="ltr">{start.format('DD/MM/YYYY HH:mm')}</span>
                </time>
                <ReasonTag color={visit.consultationReason.color}>
                  {visit.consultationReason.title[language] || visit.consultationReason.title.fr}
                </ReasonTag>
                {withDoctor ? (
                  <Typography.Text type="secondary">
                    {t('missedVisits.with', { doctor: doctorName(visit.doctor) })}
                  </Typography.Text>
                ) : null}
              </Flex>
            </li>
          );
        })}
      </ul>
    </Flex>
  );
}
