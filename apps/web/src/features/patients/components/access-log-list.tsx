import { useState } from 'react';
import { Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AccessLogEntry } from '@tabib/contracts/patients';
import { useDoctorName } from '../../../lib/doctor-name';
import { accessLogPageSize, useAccessLog } from '../api/get-access-log';

/** Who read or changed this record, and what, newest first (every access is logged by the server). */
export function AccessLogList({ patientId, clinicDoctorId }: { patientId: string; clinicDoctorId: string | null }) {
  const { t } = useTranslation('patients');
  const doctorName = useDoctorName();
  const [page, setPage] = useState(1);
  const log = useAccessLog(patientId, page, clinicDoctorId);
  return (
    <Table<AccessLogEntry>
      rowKey="_id"
      size="small"
      loading={log.isFetching}
      dataSource={log.data?.entries ?? []}
      locale={{ emptyText: t('accessLog.empty') }}
      pagination={{
        current: page,
        pageSize: accessLogPageSize,
        total: log.data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
        showSizeChanger: false,
      }}
      data-testid="access-log"
      columns={[
        {
          key: 'at',
          title: t('accessLog.at'),
          render: (_, entry) => <span dir="ltr">{dayjs(entry.at).format('DD/MM/YYYY HH:mm')}</span>,
        },
        {
          key: 'who',
          title: t('accessLog.who'),
          render: (_, entry) => doctorName(entry.actor),
        },
        {
          key: 'what',
          title: t('accessLog.what'),
          render: (_, entry) => `${t(`accessLog.actions.${entry.action}`)} · ${t(`accessLog.areas.${entry.area}`)}`,
        },
      ]}
    />
  );
}
