import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Capability } from '@tabib/contracts/capabilities';
import {
  uploadAcceptedTypes,
  uploadKeepMinutes,
  uploadMaxBytes,
  uploadUrlMinutes,
  type PresignUploadBody,
  type PresignedUpload,
  type UploadPurpose,
} from '@tabib/contracts/uploads';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { nextHourlyJob, scheduleJob, type JobHandler } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { toStrippedWebp, type WebpBox } from '../../lib/stripped-webp';
import type { FileStorage } from '../medical-files/file-storage';
import { assertMay } from '../practice/practice.policy';
import type { LocalUploadSignature } from './local-upload-signature';
import type { UploadAddresses } from './upload-addresses';
import { createUploadsRepository } from './uploads.repository';

const minuteMs = 60 * 1000;
/** Addresses one account may hold open at once: a form needs a dozen, a loop asking for more is stopped. */
const openTicketsMax = 60;

/** What each use of an upload needs: who may ask for it, whose folder it goes to, the image it becomes. */
const purposes: Record<UploadPurpose, { capability: Capability; folderOf: (actor: UserRow) => string | null; box: WebpBox }> = {
  clinic_gallery: {
    capability: 'clinic.profileEdit',
    folderOf: (actor) => actor.clinicId,
    box: { width: 1600, height: 1600, fit: 'inside' },
  },
  clinic_cover: {
    capability: 'clinic.profileEdit',
    folderOf: (actor) => actor.clinicId,
    box: { width: 1920, height: 1920, fit: 'inside' },
  },
};

/** The periodic job that deletes expired tickets and their files (each run plans the next, one an hour). */
export const uploadsPruneJob = 'uploads.prune';
/**
 * Presigned uploads (spec 3, clinic profile; docs/decisions.md "Clinic accounts (issue 17)"): a
 * ticket per address says who may use the key, for what, until when. The bytes land in the
 * `incoming` store, never served; a form that names the key takes them as a re-encoded image
 * (readImages), then marks the ticket used (complete). Tickets and files nobody took are pruned.
 */
export function createUploadsService(options: {
  db: Executor;
  incoming: FileStorage;
  addresses: UploadAddresses;
  signature: LocalUploadSignature;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { incoming, addresses, signature, log } = options;
  const now = options.now ?? (() => new Date());
  const repository = createUploadsRepository(options.db);

  const removeIncoming = (keys: string[]) =>
    Promise.all(
      keys.map((key) =>
        incoming.remove(key).catch((error: unknown) => log.error({ err: error, key }, 'could not remove an uploaded file')),
      ),
    );

  return {
    /** Reads or makes the local addresses' key (at start). */
    ready: () => signature.ready(),

    /** POST /uploads/presign: the address of one file, refused up front for a type or size that could never pass. */
    async presign(actor: UserRow, request: PresignUploadBody): Promise<PresignedUpload> {
      const purpose = purposes[request.purpose];
      assertMay(actor, purpose.capability);
      const folder = purpose.folderOf(actor);
      if (!folder) throw new AppError(403, 'notAuthorizedForAction');
      if (!(uploadAcceptedTypes as readonly string[]).includes(request.contentType)) throw new AppError(415, 'TYPE_NOT_ALLOWED');
      if (request.size > uploadMaxBytes) throw new AppError(413, 'uploadTooLarge');
      const at = now();
      if ((await repository.openCount(actor.id, at)) >= openTicketsMax) throw new AppError(429, 'tooManyRequest');

      const key = `${folder}/${randomUUID()}`;
      const expiresAt = new Date(at.getTime() + uploadUrlMinutes * minuteMs);
      await repository.insert({
        storageKey: key,
        purpose: request.purpose,
        ownerUserId: actor.id,
        contentType: request.contentType,
        maxBytes: uploadMaxBytes,
        expiresAt,
      });
      return addresses({ key, contentType: request.contentType, size: request.size, expiresAt });
    },

    /**
     * PUT /uploads/local/...: what S3 does for a presigned PUT, on local storage. The signature
     * proves the server made the address; the ticket, that it is still open for this type.
     */
    async receiveLocal(upload: { key: string; expires: number; signature: string; contentType: string; data: Buffer }) {
      if (!(await signature.verify(upload.key, upload.expires, upload.signature))) throw new AppError(403, 'forbidden');
      const at = now();
      if (upload.expires * 1000 <= at.getTime()) throw new AppError(410, 'uploadUrlExpired');
      const ticket = await repository.byKey(upload.key);
      if (!ticket) throw new AppError(404, 'uploadNotFound');
      if (ticket.completedAt || ticket.expiresAt <= at) throw new AppError(410, 'uploadUrlExpired');
      if (upload.contentType !== ticket.contentType) throw new AppError(415, 'TYPE_NOT_ALLOWED');
      if (upload.data.length === 0) throw new AppError(400, 'validationFailed');
      if (upload.data.length > ticket.maxBytes) throw new AppError(413, 'uploadTooLarge');
      await incoming.put(upload.key, upload.data, ticket.contentType);
    },

    /**
     * The uploaded files a form names, as the images to store (keyed like their uploads): each
     * must be the actor's own upload for that use, not used yet nor kept too long, stored, within
     * the size limit and really a JPEG, PNG or WebP image, whatever it was said to be.
     */
    async readImages(actor: UserRow, wanted: { key: string; purpose: UploadPurpose }[]): Promise<Map<string, Buffer>> {
      const images = new Map<string, Buffer>();
      const at = now();
      for (const { key, purpose } of wanted) {
        const ticket = await repository.byKey(key);
        if (!ticket || ticket.ownerUserId !== actor.id || ticket.purpose !== purpose || ticket.completedAt)
          throw new AppError(404, 'uploadNotFound');
        if (ticket.expiresAt.getTime() + uploadKeepMinutes * minuteMs <= at.getTime())
          throw new AppError(410, 'uploadUrlExpired');
        const data = await incoming.get(key);
        if (!data) throw new AppError(404, 'uploadNotFound');
        if (data.length > ticket.maxBytes) throw new AppError(413, 'uploadTooLarge');
        const image = await toStrippedWebp(data, purposes[purpose].box);
        if (!image) throw new AppError(400, 'invalidImage');
        images.set(key, image);
      }
      return images;
    },

    /** The form that named these uploads is saved: their tickets are used, their raw bytes go. */
    async complete(keys: string[]) {
      await repository.markCompleted(keys, now());
      await removeIncoming(keys);
    },

    /** Plans the next pruning (at start; planned twice it is one job, by its key). */
    schedulePruning: () => scheduleJob(options.db, nextHourlyJob(uploadsPruneJob, now())),

    pruneJob: {
      kind: uploadsPruneJob,
      async handle(tx, _job, attempt) {
        const before = new Date(attempt.now.getTime() - uploadKeepMinutes * minuteMs);
        await removeIncoming(await createUploadsRepository(tx).deleteExpired(before));
        await scheduleJob(tx, nextHourlyJob(uploadsPruneJob, attempt.now));
      },
    } satisfies JobHandler,
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
