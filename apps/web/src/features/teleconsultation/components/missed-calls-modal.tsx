import { Alert, Button, List, Modal, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { missedTeleconsultations, type TeleconsultationDatum } from '@tabib/contracts/teleconsultation';
import { currentLocale } from '../../../lib/i18n';
import { useMissedTeleconsultations } from '../api/get-missed-teleconsultations';

/**
 * Spec 1 section 2 and spec 2 section 7: the teleconsultations patients missed, newest first, a
 * page at a time; each opens its patient.
 */
export function MissedCallsModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('teleconsultation');
  const navigate = useNavigate();
  const missed = useMissedTeleconsultations({ enabled: true });
  const rows = missed.data?.pages.flatMap((page) => page.missedAppointments) ?? [];
  const total = missed.data?.pages[0]?.total ?? 0;

  const openPatient = (datum: TeleconsultationDatum) => {
    onClose();
    void navigate(`/patients?patientId=${encodeURIComponent(datum.patient_id)}`);
  };

  return (
    <Modal
      open
      title={t('missedCalls.title', { count: total })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="missed-calls-close">
          {t('missedCalls.close')}
        </Button>
      }
      modalRender={(node) => <div data-testid="missed-calls-modal">{node}</div>}
    >
      {missed.isPending ? <Spin /> : null}
      {missed.isError && rows.length === 0 ? <Alert type="error" showIcon message={t('missedCalls.loadFailed')} /> : null}
      <Typography.Paragraph type="secondary">
        {t('missedCalls.intro', { days: missedTeleconsultations.lookbackDays })}
      </Typography.Paragraph>
      <List
        dataSource={rows}
        rowKey="id"
        renderItem={(datum) => (
          <List.Item data-testid="missed-call-row" data-appointment-id={datum.id}>
            <MissedCallRow datum={datum} onOpen={() => openPatient(datum)} />
          </List.Item>
        )}
        loadMore={
          missed.hasNextPage ? (
            <div style={{ textAlign: 'center', marginTop: 12 }}>
              <Button
                onClick={() => void missed.fetchNextPage()}
                loading={missed.isFetchingNextPage}
                data-testid="missed-calls-more"
              >
                {t('missedCalls.loadMore')}
              </Button>
            </div>
          ) : null
        }
      />
    </Modal>
  );
}

function MissedCallRow({ datum, onOpen }: { datum: TeleconsultationDatum; onOpen(): void }) {
  const { t } = useTranslation('teleconsultation');
  const name = `${datum.lastName} ${datum.firstName}`.trim() || t('callWaiting.guestPatient');
  return (
    <div style={{ minWidth: 0, width: '100%' }}>
      <Button
        type="link"
        onClick={onOpen}
        style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
        aria-label={t('missedCalls.openPatient', { name })}
        data-testid="missed-call-open-patient"
      >
        {name}
      </Button>
      <div>
        <Typography.Text type="secondary">{dayjs(datum.startAt).format('DD/MM/YYYY HH:mm')}</Typography.Text>
        {' · '}
        <Typography.Text>{datum.cr_title[currentLocale()]}</Typography.Text>
      </div>
    </div>
  );
}
