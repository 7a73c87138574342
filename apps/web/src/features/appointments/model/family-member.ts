import type { Appointment, CreateAppointmentRequest } from '@tabib/contracts/appointments';
import type { FamilyMember, FamilyRelation } from '@tabib/contracts/patients';
import { patientTitleOf } from './appointment-draft';

/**
 * The appointment form's family member (spec 1 section 3, Appointment familyMember): off for the
 * patient's own appointment; on, a member the holder's record keeps (picked: its id) or one typed anew.
 */
export interface FamilyMemberFormValues {
  forFamilyMember: boolean;
  /** The member picked from the holder's list; null while typed anew. */
  familyMemberId: string | null;
  memberFirstName: string;
  memberLastName: string;
  /** null until chosen (the form requires it) */
  memberRelation: FamilyRelation | null;
}

export const noFamilyMember: FamilyMemberFormValues = {
  forFamilyMember: false,
  familyMemberId: null,
  memberFirstName: '',
  memberLastName: '',
  memberRelation: null,
};

/** A member the holder's record keeps (picked, or the one an appointment is for) as the form's fields. */
export function familyMemberFieldsOf(
  member: Pick<FamilyMember, '_id' | 'firstName' | 'lastName' | 'relation'>,
): FamilyMemberFormValues {
  return {
    forFamilyMember: true,
    familyMemberId: member._id,
    memberFirstName: member.firstName,
    memberLastName: member.lastName,
    memberRelation: member.relation,
  };
}

/** The booking's family member: by id when picked, by name and relation when typed, none for the patient's own. */
export function familyMemberRequestOf(
  values: FamilyMemberFormValues,
): Pick<CreateAppointmentRequest, 'familyMemberId' | 'familyMember'> {
  if (!values.forFamilyMember) return { familyMemberId: null, familyMember: null };
  if (values.familyMemberId) return { familyMemberId: values.familyMemberId, familyMember: null };
  return {
    familyMemberId: null,
    familyMember: {
      firstName: values.memberFirstName.trim(),
      lastName: values.memberLastName.trim(),
      // the form does not submit without one; a missing one is the server's PatientRequiredFieldsMissing
      relation: values.memberRelation as FamilyRelation,
    },
  };
}

/** The family member the calendar shows while the booking is on its way (a member typed anew has no id yet). */
export function draftFamilyMemberOf(values: FamilyMemberFormValues): Appointment['familyMember'] {
  if (!values.forFamilyMember) return null;
  return {
    _id: values.familyMemberId ?? '',
    firstName: values.memberFirstName.trim(),
    lastName: values.memberLastName.trim(),
    relation: values.memberRelation as FamilyRelation,
  };
}

export interface PersonTitleLabels {
  /** A patient without a name. */
  guest: string;
  /** The member seen, beside the holder whose record keeps the visit: 'Member (holder: Holder)'. */
  familyMember(names: { member: string; holder: string }): string;
}

/** Who the appointment is for, as the calendar, the agenda and the details show it. */
export function personTitleOf(appointment: Pick<Appointment, 'title' | 'familyMember'>, labels: PersonTitleLabels): string {
  const holder = appointment.title.trim() || labels.guest;
  const member = appointment.familyMember;
  return member ? labels.familyMember({ member: patientTitleOf(member), holder }) : holder;
}
