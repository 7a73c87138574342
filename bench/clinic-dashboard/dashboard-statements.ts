import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DashboardPeriod } from '@tabib/contracts/clinic-dashboard';
import type { Executor } from '../../apps/server/src/db/client';
import type { UserRow } from '../../apps/server/src/db/schema/accounts';
import { createClinicDashboardService } from '../../apps/server/src/modules/clinic-dashboard/clinic-dashboard.service';

export interface RenderedStatement {
  name: string;
  sql: string;
  params: unknown[];
}

const nameOf = (text: string) =>
  text.includes('width_bucket')
    ? 'appointments per doctor and bucket'
    : text.includes('act_payments')
      ? 'paid towards the acts'
      : text.includes('from acts')
        ? 'billed acts'
        : text.includes('from patients')
          ? 'new patient records'
          : text.includes('lateral')
            ? 'first appointment (period all)'
            : 'doctors';

/**
 * The statements the server's dashboard service sends for a period, as it sends them: the real
 * service runs on an executor that renders each statement, runs it on `query` and keeps it.
 */
export async function dashboardStatements(
  clinicId: string,
  period: DashboardPeriod,
  query: (sql: string, params: unknown[]) => Promise<{ rows: unknown[] }>,
): Promise<RenderedStatement[]> {
  const dialect = new PgDialect();
  const statements: RenderedStatement[] = [];
  const executor = {
    async execute(statement: SQL) {
      const { sql, params } = dialect.sqlToQuery(statement);
      statements.push({ name: nameOf(sql), sql, params });
      return { rows: (await query(sql, params)).rows };
    },
  } as unknown as Executor;
  const admin = { kind: 'clinic_user', clinicRole: 'admin', clinicId, allowAll: false, position: null } as UserRow;
  await createClinicDashboardService({ db: executor }).dashboard(admin, period);
  return statements;
}
