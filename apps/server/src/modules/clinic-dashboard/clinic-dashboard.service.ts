import type { ClinicDashboard, DashboardPeriod } from '@tabib/contracts/clinic-dashboard';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { practiceDay } from '../../lib/practice-time';
import { assertMay } from '../practice/practice.policy';
import { presentDashboard } from './clinic-dashboard.presenter';
import { createClinicDashboardRepository } from './clinic-dashboard.repository';
import { dashboardRange } from './dashboard-range';

/** The clinic admin's dashboard (spec 3 sections 2 and 9; its content: docs/decisions.md, "Clinic dashboard"). */
export function createClinicDashboardService(options: { db: Executor; now?: () => Date }) {
  const repository = createClinicDashboardRepository(options.db);
  const now = options.now ?? (() => new Date());

  return {
    async dashboard(actor: UserRow, period: DashboardPeriod): Promise<ClinicDashboard> {
      // The capability table shows the page to the clinic's admin only: the web's guard reads the same row.
      assertMay(actor, 'clinic.dashboard', 'read');
      const clinicId = actor.clinicId;
      if (!clinicId) throw new AppError(403, 'notAuthorizedForAction');
      const firstDay = period === 'all' ? await repository.firstAppointmentDay(clinicId) : null;
      const range = dashboardRange(period, practiceDay(now()), firstDay);
      const window = { clinicId, from: period === 'all' ? null : range.from, to: range.to, buckets: range.buckets };
      const [doctors, figures] = await Promise.all([repository.doctors(clinicId), repository.figures(window)]);
      return presentDashboard(range, { doctors, figures });
    },
  };
}

export type ClinicDashboardService = ReturnType<typeof createClinicDashboardService>;
