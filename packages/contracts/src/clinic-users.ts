import { z } from 'zod';
import { idSchema } from './ids';
import { specialitySchema } from './specialities';
import { textLimits, tooLong } from './text-limits';
import { clinicDoctorSchema } from './user';

/**
 * Spec 3 sections 2 and 7 (Clinic): the clinic's users and doctors, read by every clinic
 * account of the clinic, changed by its admin only (docs/decisions.md, "Clinic accounts").
 */
const base = '/clinics/web/entity/users';
export const clinicUsersPaths = {
  filtered: `${base}/gather-clinic-filtered-raw`,
  stats: `${base}/gather-clinic-global-users-stats`,
  one: `${base}/gather-unique-entity-user`,
  deeplook: `${base}/clinic-deeplook-query`,
  create: `${base}/create-new-entity-user`,
  update: `${base}/update-entity-user`,
  deleteUser: `${base}/delete-user`,
  deleteDoctor: `${base}/delete-doctor`,
} as const;

/** A doctor of the clinic, or one of its other accounts (admin, member, unit). */
export const clinicEntityTypes = ['doctor', 'user'] as const;
export type ClinicEntityType = (typeof clinicEntityTypes)[number];

/** A clinic user's role: admin and member are clinic users (admin manages), unit is a clinic unit account. */
export const clinicUserRoles = ['admin', 'member', 'unit'] as const;
export type ClinicUserRole = (typeof clinicUserRoles)[number];

/** 'work' means online: the doctor has an open, authenticated connection (spec 3 section 2). */
export const workStatuses = ['work', 'off'] as const;
export type WorkStatus = (typeof workStatuses)[number];

export const clinicListPageSize = 10;
const maxPageSize = 50;
/** A doctor's title as shown before the name ('Dr', 'Pr'). */
export const doctorTitleMaxLength = 20;
/** A clinic doctor's specialities at most. */
export const maxDoctorSpecialities = 5;

export const clinicListQuerySchema = z.object({
  type: z.enum(clinicEntityTypes).default('doctor'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(maxPageSize).default(clinicListPageSize),
  /** Doctors only: a speciality's id. */
  speciality: idSchema.optional(),
  /** Doctors only: online ('work') or not ('off'). */
  work_status: z.enum(workStatuses).optional(),
  /** Part of the name or of the e-mail address. */
  search: z.string().trim().max(textLimits.searchQuery, tooLong).optional(),
});
export type ClinicListQuery = z.input<typeof clinicListQuerySchema>;

/** One account of the clinic as its pages show it (never the password). */
export const clinicEntitySchema = z.object({
  _id: z.string(),
  type: z.enum(clinicEntityTypes),
  email: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  picture: z.string().nullable(),
  /** Doctors: their specialities; users: none. */
  specialities: z.array(specialitySchema),
  /** Doctors: online or not; users: null. */
  work_status: z.enum(workStatuses).nullable(),
  /** Users: their role; doctors: null. */
  role: z.enum(clinicUserRoles).nullable(),
  is_allowed_for_telemedicine_calls: z.boolean(),
  /** The first-login steps are still to do (the one-time password was not replaced yet). */
  pendingFirstLogin: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ClinicEntity = z.infer<typeof clinicEntitySchema>;

export const clinicListResponseSchema = z.object({
  success: z.literal(true),
  type: z.enum(clinicEntityTypes),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  entities: z.array(clinicEntitySchema),
});
export type ClinicListResponse = z.infer<typeof clinicListResponseSchema>;

export const clinicStatsSchema = z.object({
  doctors: z.number().int(),
  onlineDoctors: z.number().int(),
  users: z.number().int(),
  /** How many doctors and users the clinic's plan allows (deleted accounts do not count). */
  doctorQuota: z.number().int(),
  userQuota: z.number().int(),
});
export type ClinicStats = z.infer<typeof clinicStatsSchema>;
export const clinicStatsResponseSchema = z.object({ success: z.literal(true), stats: clinicStatsSchema });

export const clinicEntityQuerySchema = z.object({ userId: idSchema, type: z.enum(clinicEntityTypes) });
export const clinicEntityResponseSchema = z.object({ success: z.literal(true), entity: clinicEntitySchema });

/** What the clinic's pickers list: every speciality (forms), or the clinic's doctors (filters, doctor pickers). */
export const clinicDeeplookTypes = ['specialities', 'doctors'] as const;
export const clinicDeeplookQuerySchema = z.object({ type: z.enum(clinicDeeplookTypes) });
export const clinicDeeplookResponseSchema = z.discriminatedUnion('type', [
  z.object({ success: z.literal(true), type: z.literal('specialities'), specialities: z.array(specialitySchema) }),
  z.object({ success: z.literal(true), type: z.literal('doctors'), doctors: z.array(clinicDoctorSchema) }),
]);

export const clinicEntityWriteResponseSchema = z.object({
  success: z.literal(true),
  code: z.enum(['doctorCreated', 'userCreated', 'doctorUpdated', 'userUpdated']),
  entity: clinicEntitySchema,
});

export const deleteClinicUserQuerySchema = z.object({ userId: idSchema });
export const deleteClinicDoctorQuerySchema = z.object({ doctorId: idSchema });
export const deleteClinicEntityResponseSchema = z.object({
  success: z.literal(true),
  code: z.enum(['userDeleted', 'doctorDeleted']),
});

/**
 * Socket event `clinic.presence` (accountSocket.clinicPresence, on the account namespace) to the
 * clinic's room: a clinic doctor came online ('work': a first open connection) or went off
 * (the last one closed).
 */
export const clinicPresenceEventSchema = z.object({ doctorId: z.string(), work_status: z.enum(workStatuses) });
export type ClinicPresenceEvent = z.infer<typeof clinicPresenceEventSchema>;

/** Socket event `clinic.members.changed` (accountSocket.clinicMembersChanged) to the clinic's room: a doctor or user was added, changed or deleted. */
export const clinicMembersChangedEventSchema = z.object({ type: z.enum(clinicEntityTypes), userId: z.string() });
export type ClinicMembersChangedEvent = z.infer<typeof clinicMembersChangedEventSchema>;
