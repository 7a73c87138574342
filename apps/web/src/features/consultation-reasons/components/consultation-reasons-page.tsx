import { Suspense, useEffect, useState } from 'react';
import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { capabilitiesOfProfile } from '@tabib/contracts/capabilities';
import type { UserProfile } from '@tabib/contracts/user';
import { useNotices } from '../../../components/ui/notices-context';
import { PageCard } from '../../../components/ui/page-card';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useConsultationReasons } from '../api/get-consultation-reasons';
import { useReasonListLive } from '../hooks/use-reason-list-live';
import type { ReasonModalTarget } from './reason-form-modal';
import { ReasonsTable } from './reasons-table';

// The form (colour picker, number inputs) mounts, hidden as before, once the list is drawn.
const ReasonFormModal = preloadableLazy(() => import('./reason-form-modal').then((m) => m.ReasonFormModal));

/** Spec 3 "Consultation reasons": the list with duration, price, colour, status, enable, order and delete. */
export function ConsultationReasonsPage({ profile }: { profile: UserProfile }) {
  const { t, i18n } = useTranslation('consultation-reasons');
  const { message } = useNotices();
  const errorMessage = useErrorMessage();
  const reasons = useConsultationReasons();
  const [modal, setModal] = useState<ReasonModalTarget>(null);
  const [formMounted, setFormMounted] = useState(false);
  const canEdit = capabilitiesOfProfile(profile)['consultationReasons.edit'] === 'enabled';
  const list = reasons.data ?? [];

  useEffect(() => {
    const idle = window.setTimeout(() => setFormMounted(true), 1000);
    return () => window.clearTimeout(idle);
  }, []);

  useReasonListLive((event) => {
    const reason = list.find((candidate) => candidate._id === event.consultation_reason_id);
    if (!reason) return;
    const title = reason.title[i18n.language as 'fr'] || reason.title.fr;
    void message.info(t(event.verdict === 'validated' ? 'messages.validated' : 'messages.rejected', { title }));
  });

  return (
    <PageCard
      title={t('title')}
      data-testid="consultation-reasons-page"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!canEdit}
          onClick={() => setModal('new')}
          onPointerEnter={() => void ReasonFormModal.preload()}
          onFocus={() => void ReasonFormModal.preload()}
          data-testid="reason-add"
        >
          {t('actions.add')}
        </Button>
      }
    >
      <p className="tabib-page-card-note">{t('intro')}</p>
      {canEdit ? null : <Alert type="info" showIcon title={t('readOnly')} />}
      {reasons.isError ? <Alert type="error" showIcon title={errorMessage(reasons.error)} /> : null}
      <ReasonsTable reasons={list} loading={reasons.isFetching && !reasons.data} canEdit={canEdit} onEdit={setModal} />
      {formMounted || modal !== null ? (
        <Suspense fallback={null}>
          <ReasonFormModal target={modal} colorsInUse={list.map((reason) => reason.color)} onClose={() => setModal(null)} />
        </Suspense>
      ) : null}
    </PageCard>
  );
}
