import { useState } from 'react';
import { Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { visitHistoryPageSize, type Visit } from '@tabib/contracts/patients';
import { ReasonTag } from '../../../components/ui/reason-tag';
import { useVisitHistory } from '../api/get-visit-history';

const statusColors: Record<Visit['status'], string> = {
  BOOKED: 'blue',
  DONE: 'green',
  PATIENT_MISSED: 'orange',
  DOCTOR_CANCELED: 'default',
  PATIENT_CANCELED: 'default',
};

/** A family member's visit is kept on the holder's record: whom it was for, beside it. */
function FamilyMemberTag({ member }: { member: NonNullable<Visit['familyMember']> }) {
  const { t } = useTranslation(['patients', 'appointments']);
  return (
    <Tag title={t('history.familyMemberHint')} data-testid="visit-family-member" style={{ marginInlineStart: 8 }}>
      {t('history.familyMember', {
        member: `${member.firstName} ${member.lastName}`,
        relation: t(`appointments:familyMember.relations.${member.relation}`),
      })}
    </Tag>
  );
}

/** Spec 2 section 2.8: the patient's appointments, newest first, 5 per page. */
export function VisitHistory({ patientId, clinicDoctorId }: { patientId: string; clinicDoctorId: string | null }) {
  const { t, i18n } = useTranslation(['patients', 'appointments']);
  const [page, setPage] = useState(1);
  const history = useVisitHistory(patientId, page, clinicDoctorId);
  const language = i18n.language as 'fr' | 'en' | 'ar';
  return (
    <Table<Visit>
      rowKey="_id"
      size="small"
      loading={history.isFetching}
      dataSource={history.data?.appointments ?? []}
      locale={{ emptyText: t('history.empty') }}
      pagination={{
        current: page,
        pageSize: visitHistoryPageSize,
        total: history.data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
        showSizeChanger: false,
      }}
      data-testid="visit-history"
      columns={[
        {
          key: 'date',
          title: t('history.date'),
          render: (_, visit) => (
            <>
              <span dir="ltr">{dayjs(visit.start).format('DD/MM/YYYY HH:mm')}</span>
              {visit.familyMember ? <FamilyMemberTag member={visit.familyMember} /> : null}
            </>
          ),
        },
        {
          key: 'reason',
          title: t('history.reason'),
          render: (_, visit) => (
            <ReasonTag color={visit.consultationReason.color}>
              {visit.consultationReason.title[language] || visit.consultationReason.title.fr}
            </ReasonTag>
          ),
        },
        { key: 'type', title: t('history.type'), render: (_, visit) => t(`history.types.${visit.type}`) },
        {
          key: 'status',
          title: t('history.status'),
          render: (_, visit) => <Tag color={statusColors[visit.status]}>{t(`history.statuses.${visit.status}`)}</Tag>,
        },
      ]}
    />
  );
}
