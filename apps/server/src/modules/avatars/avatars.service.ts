import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { avatarPaths } from '@tabib/contracts/avatar';
import { apiBasePath } from '@tabib/contracts/auth';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import type { FileStorage } from '../medical-files/file-storage';
import { assertMay } from '../practice/practice.policy';
import type { PracticeService } from '../practice/practice.service';
import { toAvatarWebp } from './avatar-image';
import { createAvatarsRepository } from './avatars.repository';

const servedPrefix = `${apiBasePath}${avatarPaths.served}/`;
const storedKeyPattern = new RegExp(`^${servedPrefix.replace(/\//g, '\\/')}([0-9a-f-]{36}\\/[0-9a-f-]{36})(?:\\?|$)`);

/** The storage key behind a picture url this service wrote, or undefined (a seeded or foreign url). */
export const storedKeyOf = (picture: string | null) => (picture ? storedKeyPattern.exec(picture)?.[1] : undefined);

/** The doctor's picture (users.picture): stored as a 512x512 WebP, served publicly by an unguessable key. */
export function createAvatarsService(options: {
  db: Executor;
  practice: PracticeService;
  storage: FileStorage;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { practice, storage, log } = options;
  const now = options.now ?? (() => new Date());
  const repository = createAvatarsRepository(options.db);

  function assertMayEdit(actor: UserRow) {
    assertMay(actor, 'profile.edit');
  }

  return {
    /** Checked before the upload's body is read, so a refused account never sends 10 MB for nothing. */
    assertMayEdit,

    /** Replaces the practice doctor's picture; answers its new url, whose `v` suffix busts caches. */
    async update(actor: UserRow, data: Buffer): Promise<string> {
      assertMayEdit(actor);
      const { doctor } = await practice.scopeOf(actor);
      const image = await toAvatarWebp(data);
      if (!image) throw new AppError(400, 'invalidImage');

      const key = `${doctor.id}/${randomUUID()}`;
      await storage.put(key, image, 'image/webp');
      const picture = `${servedPrefix}${key}?v=${now().getTime()}`;
      let replaced: { previous: string | null } | undefined;
      try {
        replaced = await repository.replacePicture(doctor.id, picture);
      } catch (error) {
        await storage
          .remove(key)
          .catch((cleanup: unknown) => log.error({ err: cleanup, key }, 'could not remove an orphan avatar'));
        throw error;
      }
      if (!replaced) throw new AppError(404, 'notFound');
      const previousKey = storedKeyOf(replaced.previous);
      if (previousKey)
        await storage
          .remove(previousKey)
          .catch((error: unknown) => log.error({ err: error, key: previousKey }, 'could not remove a replaced avatar'));
      return picture;
    },

    /** The WebP bytes of an avatar; 404 for anything not stored (never another store's file: avatar-storage.ts). */
    async content(doctorId: string, fileId: string): Promise<Buffer> {
      const data =
        isUuid(doctorId) && isUuid(fileId) ? await storage.get(`${doctorId.toLowerCase()}/${fileId.toLowerCase()}`) : undefined;
      if (!data) throw new AppError(404, 'notFound');
      return data;
    },
  };
}

export type AvatarsService = ReturnType<typeof createAvatarsService>;
