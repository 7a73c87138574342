import type { Report } from '@tabib/contracts/reports';
import type { ReportRow } from './reports.repository';

export function presentReport(row: ReportRow): Report {
  return {
    _id: row.id,
    title: row.title,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    updateAt: row.updatedAt.toISOString(),
  };
}
