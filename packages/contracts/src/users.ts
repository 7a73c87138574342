import { z } from 'zod';
import { idSchema } from './ids';
import { userPositions } from './user';

/** The Assistant user of spec 3 section 3 (never the password). */
export const appUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.enum(userPositions),
  lastLoginAt: z.string().nullable(),
  /** "blocked (with a status flag)": the flag, and since when. */
  blocked: z.object({ status: z.boolean(), at: z.string().nullable() }),
  /** settings.allowAll (spec 3): full rights (DOC-ALL) for an AS-DOCTOR, read-only (DOC-DEA) without; an ASSISTANT is ASS either way. */
  allowAll: z.boolean(),
  createdAt: z.string(),
});
export type AppUser = z.infer<typeof appUserSchema>;

export const appUsersResponseSchema = z.object({
  success: z.literal(true),
  result: z.object({ appUsers: z.array(appUserSchema) }),
});

export const appUserResponseSchema = z.object({ success: z.literal(true), code: z.string(), appUser: appUserSchema });

/** PUT /doctors/users/block: status true blocks, false unblocks. */
export const blockUserBodySchema = z.object({ userId: idSchema, status: z.boolean() });
export type BlockUserBody = z.infer<typeof blockUserBodySchema>;

export const userParamsSchema = z.object({ id: idSchema });

/** PUT /doctors/users/:id/allow-all (issue 22): grants (true) or withdraws (false) an AS-DOCTOR's full rights. */
export const setAllowAllBodySchema = z.object({ allowAll: z.boolean() });
export type SetAllowAllBody = z.infer<typeof setAllowAllBodySchema>;

export const deleteUserResponseSchema = z.object({ success: z.literal(true), code: z.literal('userDeleted') });

export const userPaths = {
  list: '/doctors/users/get-all-users',
  create: '/doctors/users/create',
  block: '/doctors/users/block',
  allowAll: '/doctors/users/:id/allow-all',
  remove: '/doctors/users/:id/delete',
} as const;
