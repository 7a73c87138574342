import type { FastifyBaseLogger } from 'fastify';
import type { ClinicProfile, SavedClinicProfile } from '@tabib/contracts/clinic-profile';
import type { UploadPurpose } from '@tabib/contracts/uploads';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import type { FileStorage } from '../medical-files/file-storage';
import { assertMay } from '../practice/practice.policy';
import type { UploadsService } from '../uploads/uploads.service';
import { presentClinicProfile } from './clinic-profile.presenter';
import { createClinicProfileRepository } from './clinic-profile.repository';

const imagesOf = (profile: { gallery: string[]; cover: string | null }) => [
  ...profile.gallery,
  ...(profile.cover ? [profile.cover] : []),
];

/**
 * The clinic profile (spec 3 sections 2 and 5): read by the clinic's users, saved by its admin.
 * New images come from the admin's presigned uploads (modules/uploads), stored re-encoded under
 * their upload key; an image no longer named is deleted.
 */
export function createClinicProfileService(options: {
  db: Executor;
  uploads: UploadsService;
  images: FileStorage;
  log: FastifyBaseLogger;
}) {
  const { uploads, images, log } = options;
  const repository = createClinicProfileRepository(options.db);

  const removeImages = (keys: string[], why: string) =>
    Promise.all(keys.map((key) => images.remove(key).catch((error: unknown) => log.error({ err: error, key }, why))));

  async function clinicOf(actor: UserRow) {
    const clinic = actor.clinicId ? await repository.byId(actor.clinicId) : undefined;
    if (!clinic) throw new AppError(403, 'notAuthorizedForAction');
    return clinic;
  }

  return {
    async get(actor: UserRow): Promise<ClinicProfile> {
      assertMay(actor, 'clinic.profileEdit', 'read');
      return presentClinicProfile(await clinicOf(actor));
    },

    async update(actor: UserRow, body: SavedClinicProfile): Promise<ClinicProfile> {
      assertMay(actor, 'clinic.profileEdit');
      const clinic = await clinicOf(actor);
      const stored = new Set(imagesOf(clinic));
      const named: { key: string; purpose: UploadPurpose }[] = [
        ...body.gallery.map((key) => ({ key, purpose: 'clinic_gallery' as const })),
        { key: body.cover, purpose: 'clinic_cover' },
      ];
      const fresh = named.filter(({ key }) => !stored.has(key));
      const kept = named.filter(({ key }) => stored.has(key)).map(({ key }) => key);

      const made = await uploads.readImages(actor, fresh);
      const freshKeys = [...made.keys()];
      let previous: Awaited<ReturnType<typeof repository.replace>>;
      try {
        for (const [key, image] of made) await images.put(key, image, 'image/webp');
        previous = await repository.replace(clinic.id, body, kept);
      } catch (error) {
        await removeImages(freshKeys, 'could not remove an image of a failed save');
        throw error;
      }
      if (previous === undefined || previous === 'stale') {
        await removeImages(freshKeys, 'could not remove an image of a failed save');
        // Another save removed an image this form still showed: the user reloads and sees it gone.
        throw new AppError(404, previous ? 'uploadNotFound' : 'notFound');
      }
      await uploads.complete(freshKeys);
      const now = new Set(imagesOf(body));
      await removeImages(
        imagesOf(previous).filter((key) => !now.has(key)),
        'could not remove a replaced clinic image',
      );
      return presentClinicProfile({ ...previous, ...body });
    },

    /** The WebP bytes of a stored clinic image, for anyone holding its url; 404 for anything else. */
    async image(clinicId: string, fileId: string): Promise<Buffer> {
      const data =
        isUuid(clinicId) && isUuid(fileId) ? await images.get(`${clinicId.toLowerCase()}/${fileId.toLowerCase()}`) : undefined;
      if (!data) throw new AppError(404, 'notFound');
      return data;
    },
  };
}

export type ClinicProfileService = ReturnType<typeof createClinicProfileService>;
