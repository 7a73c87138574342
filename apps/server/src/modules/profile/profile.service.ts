import type { UserProfile } from '@tabib/contracts/user';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/accounts';
import { AppError } from '../../lib/app-error';
import type { ConsultationReasonsService } from '../consultation-reasons/consultation-reasons.service';
import { presentProfile, type PracticeDoctorContext } from './profile.presenter';
import { createProfileRepository } from './profile.repository';

export function createProfileService(db: Executor, consultationReasons: ConsultationReasonsService) {
  const repository = createProfileRepository(db);

  /** The doctor whose reasons the account books with: itself, or an assistant's employer. */
  const reasonsOwnerOf = (user: UserRow) =>
    user.kind === 'assistant' ? user.employerDoctorId : user.kind === 'doctor' ? user.id : null;

  async function practiceDoctorOf(user: UserRow, ownerId: string | null): Promise<PracticeDoctorContext | null> {
    if (!ownerId) return null;
    const [doctor, specialities] = await Promise.all([
      ownerId === user.id ? user : repository.findUser(ownerId),
      repository.specialitiesOf([ownerId]),
    ]);
    return doctor ? { doctor, specialities: specialities.map((entry) => entry.speciality) } : null;
  }

  async function profileOf(user: UserRow): Promise<UserProfile> {
    const owner = reasonsOwnerOf(user);
    const [reasons, doctor, ownOffices] = await Promise.all([
      owner ? consultationReasons.listForDoctor(owner) : [],
      practiceDoctorOf(user, owner),
      owner ? repository.officesOf([owner]) : [],
    ]);
    if (!user.clinicId) return presentProfile(user, { reasons, grouped: [] }, { doctor, offices: ownOffices });
    const [clinic, members] = await Promise.all([
      repository.findClinic(user.clinicId),
      repository.listClinicMembers(user.clinicId),
    ]);
    const doctorIds = members.filter((member) => member.kind === 'doctor').map((member) => member.id);
    const [grouped, specialities, offices] = await Promise.all([
      user.kind === 'doctor' ? [] : consultationReasons.groupedByDoctor(doctorIds),
      repository.specialitiesOf(doctorIds),
      owner ? ownOffices : repository.officesOf(doctorIds),
    ]);
    const practice = { doctor, offices };
    return presentProfile(user, { reasons, grouped }, practice, clinic ? { clinic, members, specialities } : undefined);
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
