import type { ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClinicDashboard, DashboardDoctor, DashboardFigures } from '@tabib/contracts/clinic-dashboard';
import type { Locale } from '@tabib/contracts/locales';
import { useDoctorName } from '../../../lib/doctor-name';
import { formatCount, formatPercent } from '../model/clinic-dashboard-model';
import { DashboardMoney } from './clinic-dashboard-money';

type Column = {
  key: 'appointments' | 'done' | 'noShowRate' | 'visioShare' | 'patientMade' | 'newPatients' | 'billed' | 'paid' | 'remaining';
  figure: (figures: DashboardFigures) => number | null;
  show: (figures: DashboardFigures, locale: Locale) => ReactNode;
};

const count = (pick: (figures: DashboardFigures) => number): Pick<Column, 'figure' | 'show'> => ({
  figure: pick,
  show: (figures) => formatCount(pick(figures)),
});
const rate = (pick: (figures: DashboardFigures) => number | null): Pick<Column, 'figure' | 'show'> => ({
  figure: pick,
  show: (figures, locale) => formatPercent(pick(figures), locale),
});
const money = (pick: (figures: DashboardFigures) => number): Pick<Column, 'figure' | 'show'> => ({
  figure: pick,
  show: (figures) => <DashboardMoney centimes={pick(figures)} />,
});

const figureColumns: Column[] = [
  { key: 'appointments', ...count((f) => f.appointments) },
  { key: 'done', ...count((f) => f.byStatus.DONE) },
  { key: 'noShowRate', ...rate((f) => f.noShowRate) },
  { key: 'visioShare', ...rate((f) => f.visioShare) },
  { key: 'patientMade', ...count((f) => f.bySource.patient) },
  { key: 'newPatients', ...count((f) => f.newPatients) },
  { key: 'billed', ...money((f) => f.money.billed) },
  { key: 'paid', ...money((f) => f.money.paid) },
  { key: 'remaining', ...money((f) => f.money.remaining) },
];

/** Every doctor's figures of the period, the clinic's in the last row; it scrolls sideways on a phone. */
export function ClinicDashboardTable({ dashboard }: { dashboard: ClinicDashboard }) {
  const { t, i18n } = useTranslation('clinic');
  const locale = i18n.language as Locale;
  const doctorName = useDoctorName();
  const columns: TableColumnsType<DashboardDoctor> = [
    {
      key: 'doctor',
      title: t('dashboard.table.doctor'),
      fixed: 'start',
      render: (_, doctor) => <span data-testid="clinic-dashboard-doctor-name">{doctorName(doctor)}</span>,
      sorter: (a, b) => doctorName(a).localeCompare(doctorName(b)),
    },
    ...figureColumns.map((column) => ({
      key: column.key,
      title: t(`dashboard.table.${column.key}`),
      align: 'end' as const,
      render: (_: unknown, doctor: DashboardDoctor) => column.show(doctor, locale),
      sorter: (a: DashboardDoctor, b: DashboardDoctor) => (column.figure(a) ?? -1) - (column.figure(b) ?? -1),
    })),
  ];
  return (
    <Table<DashboardDoctor>
      data-testid="clinic-dashboard-table"
      rowKey="doctorId"
      size="small"
      columns={columns}
      dataSource={dashboard.doctors}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('dashboard.table.empty') }}
      summary={() => (
        <Table.Summary fixed="bottom">
          <Table.Summary.Row data-testid="clinic-dashboard-table-total">
            <Table.Summary.Cell index={0}>
              <strong>{t('dashboard.table.total')}</strong>
            </Table.Summary.Cell>
            {figureColumns.map((column, index) => (
              <Table.Summary.Cell key={column.key} index={index + 1} align="end">
                <strong>{column.show(dashboard.clinic, locale)}</strong>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
