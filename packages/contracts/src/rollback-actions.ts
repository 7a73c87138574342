import { z } from 'zod';
import { appointmentStatuses } from './appointments';
import { idSchema } from './ids';
import { textLimits, tooLong } from './text-limits';

/**
 * Failed actions (spec 1 sections 3 and 7, spec 2 sections 3, 4 and 7): a calendar write made
 * offline that the server refused on replay, kept for the practice's failed-actions drawer.
 */
export const rollbackActionTypes = ['visit_create', 'visit_update', 'visit_cancel', 'visit_skipped', 'visit_done'] as const;
export type RollbackActionType = (typeof rollbackActionTypes)[number];

export const rollbackActionsPageSize = 20;

export const rollbackActionPaths = {
  commit: '/doctors/actions-observer/:entity/offline-rollback-actions/commit-action-typed',
  list: '/doctors/actions-observer/offline-rollback-actions/retrieve-rollback-actions',
  remove: '/doctors/actions-observer/offline-rollback-actions/:id/update-action-status',
  bulkRemove: '/doctors/actions-observer/offline-rollback-actions/bulk-update-actions-status',
} as const;

const dateTime = z.iso.datetime({ offset: true, message: 'validationFailed' }).max(textLimits.dateTime);
const shownText = (limit: number) => z.string().trim().max(limit, tooLong);

/** What the drawer shows of the action and the calendar reopens at: the appointment as it was meant. */
export const rollbackCorePayloadSchema = z.object({
  start: dateTime,
  consultationReasonId: idSchema.nullish(),
  consultationReasonTitle: shownText(textLimits.reasonTitle).nullish(),
  /** null for a patient created offline that never reached the server */
  patientId: idSchema.nullish(),
  patientTitle: shownText(textLimits.displayName).nullish(),
  status: z.enum(appointmentStatuses).nullish(),
  /** clinic accounts: the doctor the action was made for */
  clinicDoctor: idSchema.nullish(),
  clinicDoctorFullName: shownText(textLimits.displayName).nullish(),
});
export type RollbackCorePayload = z.infer<typeof rollbackCorePayloadSchema>;

/** The refused request's body as the outbox held it, kept so the doctor can redo the action. */
const payloadSchema = z
  .record(z.string().max(textLimits.clientKey), z.unknown())
  .refine((payload) => JSON.stringify(payload).length <= textLimits.rollbackPayload, tooLong);

export const commitRollbackActionParamsSchema = z.object({
  /** The kind of record the action was on (the web sends `appointments`). */
  entity: z
    .string()
    .max(32)
    .regex(/^[a-z][a-z-]*$/, { message: 'validationFailed' }),
});

export const rollbackActionScopeQuerySchema = z.object({
  /** clinic accounts: the clinic doctor acted for */
  cqDoctor: idSchema.optional(),
});

/** POST commit-action-typed: saved once per localKey and practice, a second save answers the first row. */
export const commitRollbackActionSchema = z.object({
  /** The outbox entry's client id. */
  localKey: z.string().min(1).max(textLimits.clientKey, tooLong),
  type: z.enum(rollbackActionTypes),
  payload: payloadSchema,
  dateLocalSaved: dateTime,
  corePayload: rollbackCorePayloadSchema,
  /** The error code the replay was refused with (the drawer's reason catalogue). */
  reason: z.string().min(1).max(textLimits.errorCode, tooLong),
});
export type CommitRollbackActionRequest = z.input<typeof commitRollbackActionSchema>;

export const rollbackActionSchema = z.object({
  _id: z.string(),
  localKey: z.string(),
  entity: z.string(),
  type: z.enum(rollbackActionTypes),
  payload: z.record(z.string(), z.unknown()),
  corePayload: rollbackCorePayloadSchema,
  dateLocalSaved: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type RollbackAction = z.infer<typeof rollbackActionSchema>;

export const rollbackActionResponseSchema = z.object({ success: z.literal(true), rollbackAction: rollbackActionSchema });

export const rollbackActionsDays = ['today', 'all'] as const;

/** GET retrieve-rollback-actions: newest first, `rollbackActionsPageSize` a page. */
export const listRollbackActionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** comma-separated; none: every type */
  types: z
    .string()
    .max(100)
    .transform((text) => text.split(',').filter((type) => type !== ''))
    .pipe(z.array(z.enum(rollbackActionTypes)))
    .optional(),
  /** today: failed on the practice's current day */
  date: z.enum(rollbackActionsDays).default('all'),
  /** clinic accounts: the selected clinic doctor; others act for their own practice whatever it says */
  userId: idSchema.optional(),
});
export type ListRollbackActionsQuery = z.input<typeof listRollbackActionsQuerySchema>;

export const rollbackActionsResponseSchema = z.object({
  success: z.literal(true),
  rollbackActions: z.array(rollbackActionSchema),
  nextPage: z.number().int().nullable(),
  total_pages: z.number().int(),
});

export const rollbackActionParamsSchema = z.object({ id: idSchema });

export const removeRollbackActionResponseSchema = z.object({ success: z.literal(true) });

/** PUT bulk-update-actions-status: removes every listed failed action of these types. */
export const bulkRemoveRollbackActionsSchema = z.object({
  types: z.array(z.enum(rollbackActionTypes)).min(1).max(rollbackActionTypes.length),
});
export const bulkRemoveRollbackActionsResponseSchema = z.object({
  success: z.literal(true),
  total_updated_docs: z.number().int(),
});
