import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { capabilitiesOfProfile } from '@tabib/contracts/capabilities';
import type { UserProfile } from '@tabib/contracts/user';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useConsultationReasons } from '../api/get-consultation-reasons';
import { useReasonListLive } from '../hooks/use-reason-list-live';
import { ReasonFormModal, type ReasonModalTarget } from './reason-form-modal';
import { ReasonsTable } from './reasons-table';

/** Spec 3 "Consultation reasons": the list with duration, price, colour, status, enable, order and delete. */
export function ConsultationReasonsPage({ profile }: { profile: UserProfile }) {
  const { t, i18n } = useTranslation('consultation-reasons');
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const reasons = useConsultationReasons();
  const [modal, setModal] = useState<ReasonModalTarget>(null);
  const canEdit = capabilitiesOfProfile(profile)['consultationReasons.edit'] === 'enabled';
  const list = reasons.data ?? [];

  useReasonListLive((event) => {
    const reason = list.find((candidate) => candidate._id === event.consultation_reason_id);
    if (!reason) return;
    const title = reason.title[i18n.language as 'fr'] || reason.title.fr;
    void message.info(t(event.verdict === 'validated' ? 'messages.validated' : 'messages.rejected', { title }));
  });

  return (
    <Card
      title={t('title')}
      data-testid="consultation-reasons-page"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!canEdit}
          onClick={() => setModal('new')}
          data-testid="reason-add"
        >
          {t('actions.add')}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('intro')}
        </Typography.Paragraph>
        {canEdit ? null : <Alert type="info" showIcon title={t('readOnly')} />}
        {reasons.isError ? <Alert type="error" showIcon title={errorMessage(reasons.error)} /> : null}
        <ReasonsTable reasons={list} loading={reasons.isFetching && !reasons.data} canEdit={canEdit} onEdit={setModal} />
      </Flex>
      <ReasonFormModal target={modal} colorsInUse={list.map((reason) => reason.color)} onClose={() => setModal(null)} />
    </Card>
  );
}
