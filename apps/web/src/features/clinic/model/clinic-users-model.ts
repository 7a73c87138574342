import {
  clinicListPageSize,
  type ClinicEntity,
  type ClinicEntityType,
  type ClinicListQuery,
  type ClinicStats,
  type ClinicUserRole,
  type CreateClinicEntityBody,
  type UpdateClinicEntityBody,
  type WorkStatus,
} from '@tabib/contracts/clinic-users';
import type { Speciality } from '@tabib/contracts/specialities';
import type { ClinicDoctor } from '@tabib/contracts/user';
import { formatPhone } from '../../../lib/phone';

/** What the /clinic-users page filters its list by. */
export interface ClinicUsersFilters {
  type: ClinicEntityType;
  page: number;
  search: string;
  /** doctors only */
  speciality: string | null;
  /** doctors only: online ('work') or not */
  workStatus: WorkStatus | null;
}

export const initialFilters: ClinicUsersFilters = { type: 'doctor', page: 1, search: '', speciality: null, workStatus: null };

/**
 * The filters after a change: any change but the page's starts again at page 1, and the other
 * list starts without the doctors' filters.
 */
export function changeFilters(filters: ClinicUsersFilters, change: Partial<ClinicUsersFilters>): ClinicUsersFilters {
  if (change.type && change.type !== filters.type) return { ...initialFilters, type: change.type };
  const next = { ...filters, ...change };
  return Object.keys(change).some((key) => key !== 'page') ? { ...next, page: 1 } : next;
}

/** The list call's query: the doctors' filters only for doctors, no empty text. */
export function listQueryOf(filters: ClinicUsersFilters): ClinicListQuery {
  const search = filters.search.trim();
  return {
    type: filters.type,
    page: filters.page,
    limit: clinicListPageSize,
    ...(search ? { search } : {}),
    ...(filters.type === 'doctor' && filters.speciality ? { speciality: filters.speciality } : {}),
    ...(filters.type === 'doctor' && filters.workStatus ? { work_status: filters.workStatus } : {}),
  };
}

/** The plan's quota of that type is used up (the server refuses the next one: spec 3 section 8). */
export function quotaReached(stats: ClinicStats | undefined, type: ClinicEntityType): boolean {
  if (!stats) return false;
  return type === 'doctor' ? stats.doctors >= stats.doctorQuota : stats.users >= stats.userQuota;
}

/** The specialities the clinic's doctors have, each once, in the order met: the speciality filter. */
export function specialitiesInUse(doctors: ClinicDoctor[]): Speciality[] {
  return [
    ...new Map(doctors.flatMap((doctor) => doctor.specialities).map((speciality) => [speciality._id, speciality])).values(),
  ];
}

/** The add and edit form's fields, as typed. */
export interface ClinicEntityFormValues {
  email: string;
  title: string;
  firstName: string;
  lastName: string;
  phone: string;
  specialities: string[];
  telemedicineAllowed: boolean;
  role: ClinicUserRole;
}

export const emptyFormValues: ClinicEntityFormValues = {
  email: '',
  title: 'Dr',
  firstName: '',
  lastName: '',
  phone: '',
  specialities: [],
  telemedicineAllowed: false,
  role: 'member',
};

/** An account as its edit form starts. */
export function formValuesOf(entity: ClinicEntity): ClinicEntityFormValues {
  return {
    email: entity.email,
    title: entity.title,
    firstName: entity.firstName,
    lastName: entity.lastName,
    phone: entity.phone ? formatPhone(entity.phone) : '',
    specialities: entity.specialities.map((speciality) => speciality._id),
    telemedicineAllowed: entity.is_allowed_for_telemedicine_calls,
    role: entity.role ?? 'member',
  };
}

/** The add call's body for the type: the other type's fields are left out. */
export function createBodyOf(type: ClinicEntityType, values: ClinicEntityFormValues): CreateClinicEntityBody {
  const common = { email: values.email, firstName: values.firstName, lastName: values.lastName, phone: values.phone };
  return type === 'doctor'
    ? {
        type,
        ...common,
        title: values.title,
        specialities: values.specialities,
        telemedicineAllowed: values.telemedicineAllowed,
      }
    : { type, ...common, role: values.role };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The edit call's body: only the fields that differ from the account's (the e-mail address never changes). */
export function updateBodyOf(entity: ClinicEntity, values: ClinicEntityFormValues): UpdateClinicEntityBody {
  const before = formValuesOf(entity);
  const changed = <Field extends keyof ClinicEntityFormValues>(field: Field) =>
    field === 'specialities'
      ? !sameList(before.specialities, values.specialities)
      : typeof values[field] === 'string'
        ? (values[field] as string).trim() !== (before[field] as string).trim()
        : values[field] !== before[field];
  const pick = <Field extends keyof ClinicEntityFormValues>(fields: Field[]) =>
    Object.fromEntries(fields.filter(changed).map((field) => [field, values[field]])) as Partial<
      Pick<ClinicEntityFormValues, Field>
    >;
  return entity.type === 'doctor'
    ? {
        type: 'doctor',
        userId: entity._id,
        ...pick(['title', 'firstName', 'lastName', 'phone', 'specialities', 'telemedicineAllowed']),
      }
    : { type: 'user', userId: entity._id, ...pick(['firstName', 'lastName', 'phone', 'role']) };
}
