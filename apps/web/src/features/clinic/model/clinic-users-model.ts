import {
  clinicListPageSize,
  type ClinicEntityType,
  type ClinicListQuery,
  type ClinicStats,
  type WorkStatus,
} from '@tabib/contracts/clinic-users';
import type { Speciality } from '@tabib/contracts/specialities';
import type { ClinicDoctor } from '@tabib/contracts/user';

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
