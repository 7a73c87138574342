import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { patientListPageSize, patientListResponseSchema, patientRecordPaths, type Gender } from '@tabib/contracts/patients';
import { apiRequest } from '../../../lib/api-client';
import { appOutbox } from '../../../lib/outbox/app-outbox';
import { useLazyModule } from '../../../lib/use-lazy-module';
import { patientKeys, scopeQuery, type PatientListKind } from './patient-keys';
import { queuedPatientWritesOf } from './patient-outbox';

export function getPatients(
  kind: PatientListKind,
  page: number,
  gender: Gender | null,
  clinicDoctorId: string | null,
  signal?: AbortSignal,
) {
  return apiRequest(kind === 'all' ? patientRecordPaths.list : patientRecordPaths.frozenList, {
    schema: patientListResponseSchema,
    query: {
      page: String(page),
      limit: String(patientListPageSize),
      ...(gender ? { gender } : {}),
      ...scopeQuery(clinicDoctorId),
    },
    signal,
  });
}

/** The patient writes made offline that wait in this device's outbox: shown after a reload too. */
function useQueuedPatientWrites() {
  return useQuery({
    queryKey: patientKeys.queued(),
    queryFn: async () => queuedPatientWritesOf(await appOutbox.queued()),
    networkMode: 'always',
  });
}

// The queued writes' view normalises phones with libphonenumber-js: fetched beside the first list, not with the page.
const loadOptimisticPatients = () => import('../model/optimistic-patients');

/**
 * One page (10) of the live or blocked patients, with the total for the pager, and over it what
 * waits in the outbox (issue 14, point 3).
 */
export function usePatients(kind: PatientListKind, page: number, gender: Gender | null, clinicDoctorId: string | null) {
  const list = useQuery({
    queryKey: patientKeys.list(kind, page, gender, clinicDoctorId),
    queryFn: ({ signal }) => getPatients(kind, page, gender, clinicDoctorId, signal),
    placeholderData: keepPreviousData,
  });
  const queued = useQueuedPatientWrites();
  const optimistic = useLazyModule(loadOptimisticPatients);
  const firstLivePage = kind === 'all' && page === 1 && gender === null;
  const data = useMemo(
    () => optimistic?.withQueuedPatients(list.data, queued.data, { firstLivePage, unreachable: list.isError }),
    [optimistic, list.data, queued.data, firstLivePage, list.isError],
  );
  return { data, isFetching: list.isFetching || !optimistic };
}
