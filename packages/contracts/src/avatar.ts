import { z } from 'zod';
import { idSchema } from './ids';

/** Spec 3 section 7: the avatar upload (multipart, field `avatar`) answers the new picture url. */
export const avatarPaths = {
  update: '/doctors/update-avatar',
  /** The stored images, public (see docs/decisions.md, "Avatar and GPS position"). */
  served: '/avatars',
} as const;

export const avatarField = 'avatar';
/** Spec 3 section 9: 10485760 bytes. */
export const avatarMaxBytes = 10485760;
/** Every avatar is stored as a square WebP of this side, in pixels. */
export const avatarSide = 512;
export const avatarAcceptedTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** GET /avatars/:doctorId/:fileId */
export const avatarParamsSchema = z.object({ doctorId: idSchema, fileId: idSchema });

export const updateAvatarResponseSchema = z.object({ success: z.literal(true), data: z.string() });
export type UpdateAvatarResponse = z.infer<typeof updateAvatarResponseSchema>;
