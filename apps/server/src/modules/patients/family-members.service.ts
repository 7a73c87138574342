import { birthdayToDisplay, parseBirthday, type FamilyMember, type FamilyMemberInput } from '@tabib/contracts/patients';
import type { Executor } from '../../db/client';
import type { FamilyMemberRow } from '../../db/schema/patients';
import { AppError } from '../../lib/app-error';
import { createFamilyMembersRepository } from './family-members.repository';
import { isMinor } from './patients.service';

/** How a member's names are stored and matched: trimmed, with single spaces. */
const tidy = (name: string) => name.trim().replace(/\s+/g, ' ');

export function presentFamilyMember(row: FamilyMemberRow): FamilyMember {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    relation: row.relation,
    birthday: birthdayToDisplay(row.birthday),
  };
}

/** What a booking says of the person it is for, besides the patient (the holder). */
export interface FamilyMemberChoice {
  familyMemberId?: string | null;
  familyMember?: FamilyMemberInput | null;
}

/** A patient's family members: booked for under the patient, offered again at the next booking. */
export function createFamilyMembersService(db: Executor) {
  const repository = createFamilyMembersRepository(db);

  return {
    async list(doctorId: string, patientId: string): Promise<FamilyMember[]> {
      return (await repository.listOf(doctorId, patientId)).map(presentFamilyMember);
    },

    /**
     * The family member a booking is for: one the holder's record keeps (by id, else notFound;
     * the id wins when names come too), or the one named, kept now when new (`created`). null:
     * the booking is the holder's own. Spec 1 section 5's 'a minor patient cannot be accepted'
     * holds for the holder, who answers for the member.
     */
    async forBooking(doctorId: string, holder: { id: string; birthday: string | null }, choice: FamilyMemberChoice) {
      const { familyMemberId, familyMember } = choice;
      if (!familyMemberId && !familyMember) return null;
      if (isMinor(holder.birthday)) throw new AppError(400, 'minorPatientNotAccepted');
      if (familyMemberId) {
        const member = await repository.findOf(doctorId, holder.id, familyMemberId);
        if (!member) throw new AppError(404, 'notFound');
        return { member, created: false };
      }
      const named = familyMember!;
      const names = { firstName: tidy(named.firstName), lastName: tidy(named.lastName), relation: named.relation };
      const known = await repository.findByName(holder.id, names);
      if (known) return { member: known, created: false };
      const birthday = named.birthday ? parseBirthday(named.birthday) : null;
      const member = await repository.insert({ doctorId, patientId: holder.id, ...names, birthday });
      return { member, created: true };
    },
  };
}
