import { useMemo, useState } from 'react';
import { Alert, Flex, Segmented, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dashboardPeriods, type DashboardPeriod } from '@tabib/contracts/clinic-dashboard';
import { PageCard } from '../../../components/ui/page-card';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useDoctorName } from '../../../lib/doctor-name';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useClinicDashboard } from '../api/clinic-dashboard-get';
import { busiestDoctors, chartLines, maxChartDoctors } from '../model/clinic-dashboard-model';
import { ClinicDashboardChart } from './clinic-dashboard-chart';
import { ClinicDashboardFigures, ClinicDashboardStatuses } from './clinic-dashboard-figures';
import { ClinicDashboardTable } from './clinic-dashboard-table';
import './clinic-dashboard.css';

/**
 * /clinic-dashboard, for the clinic's admin (spec 3 sections 2 and 9; what it shows:
 * docs/decisions.md, "Clinic dashboard"): the period's figures, how appointments ended, their
 * course per doctor, and a table of every doctor.
 */
export function ClinicDashboardPage() {
  const { t } = useTranslation('clinic');
  const [period, setPeriod] = useState<DashboardPeriod>('month');
  const [chosen, setChosen] = useState<string[] | null>(null);
  const dashboard = useClinicDashboard(period);
  const errorMessage = useErrorMessage();
  const doctorName = useDoctorName();
  const data = dashboard.data;
  const shownDoctors = useMemo(() => (data ? (chosen ?? busiestDoctors(data)) : []), [data, chosen]);
  const lines = useMemo(
    () => (data ? chartLines(data, shownDoctors, { clinic: t('dashboard.chart.clinic'), doctor: doctorName }) : []),
    [data, shownDoctors, t, doctorName],
  );

  return (
    <PageCard
      title={t('dashboard.title')}
      level={2}
      data-testid="clinic-dashboard-page"
      extra={
        data ? (
          <p className="tabib-page-card-note" data-testid="clinic-dashboard-range">
            {t('dashboard.range', { from: dayjs(data.from).format('DD/MM/YYYY'), to: dayjs(data.to).format('DD/MM/YYYY') })}
          </p>
        ) : null
      }
    >
      <div className="clinic-dashboard-periods">
        <Segmented<DashboardPeriod>
          aria-label={t('dashboard.periods.label')}
          value={period}
          onChange={setPeriod}
          options={dashboardPeriods.map((value) => ({
            value,
            label: <span data-testid={`clinic-dashboard-period-${value}`}>{t(`dashboard.periods.${value}`)}</span>,
          }))}
        />
      </div>
      {dashboard.isError ? (
        <Alert type="error" showIcon title={errorMessage(dashboard.error)} data-testid="clinic-dashboard-error" />
      ) : null}
      {!data ? (
        dashboard.isPending ? (
          <PageSpinner />
        ) : null
      ) : (
        <div
          className="clinic-dashboard-content"
          aria-busy={dashboard.isPlaceholderData}
          data-period={data.period}
          data-testid="clinic-dashboard-content"
        >
          <ClinicDashboardFigures figures={data.clinic} />
          <section className="clinic-dashboard-section">
            <h3>{t('dashboard.statuses.title')}</h3>
            <ClinicDashboardStatuses figures={data.clinic} />
          </section>
          <section className="clinic-dashboard-section">
            <Flex justify="space-between" align="center" wrap gap={8}>
              <h3>{t('dashboard.chart.heading')}</h3>
              <Select
                mode="multiple"
                className="clinic-dashboard-doctor-picker"
                aria-label={t('dashboard.chart.doctors')}
                placeholder={t('dashboard.chart.doctors')}
                maxCount={maxChartDoctors}
                value={shownDoctors}
                onChange={setChosen}
                optionFilterProp="label"
                options={data.doctors.map((doctor) => ({ value: doctor.doctorId, label: doctorName(doctor) }))}
                data-testid="clinic-dashboard-doctor-picker"
              />
            </Flex>
            <ClinicDashboardChart dashboard={data} lines={lines} />
          </section>
          <section className="clinic-dashboard-section">
            <h3>{t('dashboard.table.title')}</h3>
            <ClinicDashboardTable dashboard={data} />
          </section>
        </div>
      )}
    </PageCard>
  );
}
