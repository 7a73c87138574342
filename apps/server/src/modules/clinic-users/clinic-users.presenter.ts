import type { ClinicEntity, ClinicUserRole, WorkStatus } from '@tabib/contracts/clinic-users';
import type { ClinicDoctor } from '@tabib/contracts/user';
import type { Speciality } from '@tabib/contracts/specialities';
import type { UserRow } from '../../db/schema/accounts';

export const roleOfUser = (user: UserRow): ClinicUserRole =>
  user.kind === 'clinic_unit' ? 'unit' : user.clinicRole === 'admin' ? 'admin' : 'member';

const workStatusOf = (user: UserRow): WorkStatus => (user.workStatus === 'work' ? 'work' : 'off');

/** An account of the clinic as its pages show it: never the hash, nothing of another clinic. */
export function presentClinicEntity(user: UserRow, specialities: Speciality[]): ClinicEntity {
  const doctor = user.kind === 'doctor';
  return {
    _id: user.id,
    type: doctor ? 'doctor' : 'user',
    email: user.email,
    title: user.title,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    picture: user.picture,
    specialities: doctor ? specialities : [],
    work_status: doctor ? workStatusOf(user) : null,
    role: doctor ? null : roleOfUser(user),
    is_allowed_for_telemedicine_calls: user.telemedicineAllowed,
    pendingFirstLogin: !user.firstLoginPswReset,
    lastLoginAt: user.lastSignInAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Spec 3 section 3, Clinic doctor: what the doctor pickers and the sidebar show. */
export const presentClinicDoctor = (doctor: UserRow, specialities: Speciality[]): ClinicDoctor => ({
  _id: doctor.id,
  title: doctor.title,
  firstName: doctor.firstName,
  lastName: doctor.lastName,
  picture: doctor.picture,
  specialities,
  work_status: workStatusOf(doctor),
});
