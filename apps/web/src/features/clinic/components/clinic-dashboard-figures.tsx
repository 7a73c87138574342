import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appointmentStatuses } from '@tabib/contracts/appointments';
import type { DashboardFigures } from '@tabib/contracts/clinic-dashboard';
import type { Locale } from '@tabib/contracts/locales';
import { formatCount, formatPercent } from '../model/clinic-dashboard-model';
import { DashboardMoney } from './clinic-dashboard-money';

function Figure({ id, label, value, detail }: { id: string; label: string; value: ReactNode; detail?: string }) {
  return (
    <div className="clinic-dashboard-figure" data-testid={`clinic-dashboard-figure-${id}`}>
      <dt>{label}</dt>
      <dd className="clinic-dashboard-figure-value">{value}</dd>
      {detail ? <dd className="clinic-dashboard-figure-detail">{detail}</dd> : null}
    </div>
  );
}

/** The clinic's figures of the period, one tile each. */
export function ClinicDashboardFigures({ figures }: { figures: DashboardFigures }) {
  const { t, i18n } = useTranslation('clinic');
  const locale = i18n.language as Locale;
  const { appointments, byStatus, bySource } = figures;
  const patientShare = appointments > 0 ? bySource.patient / appointments : null;
  return (
    <dl className="clinic-dashboard-figures">
      <Figure
        id="appointments"
        label={t('dashboard.figures.appointments')}
        value={formatCount(appointments)}
        detail={t('dashboard.figures.appointmentsDetail', { done: formatCount(byStatus.DONE) })}
      />
      <Figure
        id="no-show"
        label={t('dashboard.figures.noShowRate')}
        value={formatPercent(figures.noShowRate, locale)}
        detail={t('dashboard.figures.noShowDetail', {
          missed: formatCount(byStatus.PATIENT_MISSED),
          seen: formatCount(byStatus.DONE + byStatus.PATIENT_MISSED),
        })}
      />
      <Figure
        id="visio"
        label={t('dashboard.figures.visioShare')}
        value={formatPercent(figures.visioShare, locale)}
        detail={t('dashboard.figures.visioDetail', { visio: formatCount(figures.visio) })}
      />
      <Figure
        id="patient-made"
        label={t('dashboard.figures.patientMade')}
        value={formatPercent(patientShare, locale)}
        detail={t('dashboard.figures.sourceDetail', {
          patient: formatCount(bySource.patient),
          doctor: formatCount(bySource.doctor),
        })}
      />
      <Figure
        id="new-patients"
        label={t('dashboard.figures.newPatients')}
        value={formatCount(figures.newPatients)}
        detail={t('dashboard.figures.newPatientsDetail')}
      />
      <Figure id="billed" label={t('dashboard.money.billed')} value={<DashboardMoney centimes={figures.money.billed} />} />
      <Figure id="paid" label={t('dashboard.money.paid')} value={<DashboardMoney centimes={figures.money.paid} />} />
      <Figure
        id="remaining"
        label={t('dashboard.money.remaining')}
        value={<DashboardMoney centimes={figures.money.remaining} />}
      />
    </dl>
  );
}

/** How the period's appointments ended, as counts and shares; the bars only repeat the shares. */
export function ClinicDashboardStatuses({ figures }: { figures: DashboardFigures }) {
  const { t, i18n } = useTranslation('clinic');
  const locale = i18n.language as Locale;
  return (
    <ul className="clinic-dashboard-statuses" aria-label={t('dashboard.statuses.title')} data-testid="clinic-dashboard-statuses">
      {appointmentStatuses.map((status) => {
        const count = figures.byStatus[status];
        const share = figures.appointments > 0 ? count / figures.appointments : 0;
        return (
          <li key={status} data-testid={`clinic-dashboard-status-${status}`}>
            <span className="clinic-dashboard-status-label">{t(`dashboard.statuses.${status}`)}</span>
            <span className="clinic-dashboard-status-count">
              {formatCount(count)} ({formatPercent(figures.appointments > 0 ? share : null, locale)})
            </span>
            <span className="clinic-dashboard-status-bar" aria-hidden="true">
              <span className={`clinic-dashboard-status-fill is-${status.toLowerCase()}`} style={{ width: `${share * 100}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
