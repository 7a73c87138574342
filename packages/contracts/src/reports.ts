import { z } from 'zod';
import { idSchema } from './ids';
import { textLimits, tooLong } from './text-limits';

export const reportSchema = z.object({
  _id: z.string(),
  title: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  updateAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

/** Spec 2 section 5: body required, title optional. */
export const reportBodySchema = z.object({
  report_title: z.string().trim().max(textLimits.reportTitle, tooLong).nullish(),
  report_body: z
    .string({ message: 'requiredFields' })
    .trim()
    .min(1, { message: 'requiredFields' })
    .max(textLimits.reportBody, tooLong),
});
export type ReportBody = z.input<typeof reportBodySchema>;

export const reportListResponseSchema = z.object({ success: z.literal(true), reports: z.array(reportSchema) });
export const reportResponseSchema = z.object({ success: z.literal(true), report: reportSchema });

export const reportParamsSchema = z.object({ reportId: idSchema });
/** Every report route takes ?cqDoctor= for clinic accounts (refused to them by the roles table today). */
export const reportScopeQuerySchema = z.object({ cqDoctor: idSchema.optional() });
export const reportPaths = {
  list: '/doctors/patients/folder/:patientId/reports/list',
  create: '/doctors/patients/folder/:patientId/reports/create-item',
  update: '/doctors/patients/folder/reports/:reportId/change-of-content',
  remove: '/doctors/patients/folder/reports/:reportId/remove-item',
} as const;
