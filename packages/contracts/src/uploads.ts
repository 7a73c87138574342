import { z } from 'zod';
import { avatarAcceptedTypes, avatarMaxBytes } from './avatar';
import { idSchema } from './ids';

/**
 * Presigned uploads (spec 3, clinic profile: "Uploads use a presigned address"): the browser asks
 * for an address, sends the file straight to storage (S3, or the server's own endpoint with the
 * same contract on local storage), then a form names the key; the server checks the file then.
 */
export const uploadPurposes = ['clinic_gallery', 'clinic_cover'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** The images the server can read and re-encode: the avatars' (one list for every image upload). */
export const uploadAcceptedTypes = avatarAcceptedTypes;
export type UploadContentType = (typeof uploadAcceptedTypes)[number];
/** Spec 3 sections 5 and 9: 10485760 bytes, the app's one file limit. */
export const uploadMaxBytes = avatarMaxBytes;
/** How long a presigned address takes a file. */
export const uploadUrlMinutes = 10;
/**
 * How long an uploaded file waits for the form that names it, after its address expired (a long
 * description may be typed after the images are sent); past it the file is pruned and a save
 * naming it answers uploadUrlExpired.
 */
export const uploadKeepMinutes = 120;

/** A stored file's key: the owner's folder (a clinic) and a random file id. */
export const storageKeyPattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const storageKeySchema = z
  .string({ message: 'validation.required' })
  .max(73)
  .regex(storageKeyPattern, { message: 'validationFailed' });

export const uploadPaths = {
  presign: '/uploads/presign',
  /** The local storage's stand-in for S3: PUT the bytes to the address presign answered. */
  local: '/uploads/local/:folderId/:fileId',
} as const;

/**
 * POST /uploads/presign. contentType and size are what the browser says of the file: an
 * unaccepted type (TYPE_NOT_ALLOWED) or a size over the limit (uploadTooLarge) is refused before
 * anything is sent; the file itself is checked again once stored.
 */
export const presignUploadBodySchema = z.object({
  purpose: z.enum(uploadPurposes),
  contentType: z.string().max(100),
  size: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type PresignUploadBody = z.infer<typeof presignUploadBodySchema>;

/**
 * Where and how to send the file: a PUT of the file as the body to `url`, with these `headers`
 * (S3 signs the type and the declared length: it refuses any other).
 */
export const presignedUploadSchema = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  key: z.string(),
  expiresAt: z.string(),
});
export type PresignedUpload = z.infer<typeof presignedUploadSchema>;

export const presignUploadResponseSchema = z.object({ success: z.literal(true), upload: presignedUploadSchema });

/** PUT /uploads/local/:folderId/:fileId?expires=&signature= */
export const localUploadParamsSchema = z.object({ folderId: idSchema, fileId: idSchema });
export const localUploadQuerySchema = z.object({
  /** Seconds since the epoch; signed with the key. */
  expires: z.string().max(12).regex(/^\d+$/, { message: 'validationFailed' }),
  signature: z.string().max(64),
});
export const localUploadResponseSchema = z.object({ success: z.literal(true) });
