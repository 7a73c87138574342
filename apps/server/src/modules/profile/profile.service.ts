import type { UserProfile } from '@tabib/contracts/user';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import { presentProfile } from './profile.presenter';
import { createProfileRepository } from './profile.repository';

export function createProfileService(db: Executor) {
  const repository = createProfileRepository(db);

  async function profileOf(user: UserRow): Promise<UserProfile> {
    if (!user.clinicId) return presentProfile(user);
    const [clinic, members] = await Promise.all([
      repository.findClinic(user.clinicId),
      repository.listClinicMembers(user.clinicId),
    ]);
    return presentProfile(user, clinic ? { clinic, members } : undefined);
  }

  return {
    profileOf,
    async profileById(userId: string): Promise<UserProfile> {
      const user = await repository.findUser(userId);
      if (!user) throw new AppError(401, 'TokenCoreValidationFailed');
      return profileOf(user);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
