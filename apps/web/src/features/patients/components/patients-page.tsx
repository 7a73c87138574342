import { Suspense, useEffect, useState } from 'react';
import { Button, Flex, Select, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Gender } from '@tabib/contracts/patients';
import type { UserProfile } from '@tabib/contracts/user';
import { PageCard } from '../../../components/ui/page-card';
import { useDoctorName } from '../../../lib/doctor-name';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import type { PatientListKind } from '../api/patient-keys';
import { clinicDoctorOf, patientPermissionsOf } from '../model/patient-permissions';
import type { PatientModalTarget } from './patient-modal';
import { PatientsTable } from './patients-table';

// The record (forms, tabs, libphonenumber) loads after the list is drawn, before a click needs it.
const PatientModal = preloadableLazy(() => import('./patient-modal').then((m) => m.PatientModal));

/**
 * Spec 2 section 2.1: /patients, with ?patientId opening that patient read-only. A clinic account
 * lists the patients of the doctor it acts for: the selection the calendar and the header share.
 */
export function PatientsPage({
  profile,
  selectedClinicDoctorId = null,
  onSelectClinicDoctor,
}: {
  profile: UserProfile;
  selectedClinicDoctorId?: string | null;
  onSelectClinicDoctor?: (doctorId: string) => void;
}) {
  const { t } = useTranslation('patients');
  const doctorName = useDoctorName();
  const permissions = patientPermissionsOf(profile);
  const [searchParams, setSearchParams] = useSearchParams();
  const [kind, setKind] = useState<PatientListKind>('all');
  const clinicDoctors = profile.clinicObject?.doctors ?? [];
  const clinicDoctorId = profile.isClinic ? clinicDoctorOf(profile, selectedClinicDoctorId) : null;
  // Another doctor (picked here or in the header) starts again from the first page, unfiltered.
  const [pagingState, setPagingState] = useState<{ doctorId: string | null; page: number; gender: Gender | null }>({
    doctorId: clinicDoctorId,
    page: 1,
    gender: null,
  });
  const paging = pagingState.doctorId === clinicDoctorId ? pagingState : { page: 1, gender: null };
  const setPaging = (next: { page: number; gender: Gender | null }) => setPagingState({ doctorId: clinicDoctorId, ...next });
  const [opened, setOpened] = useState<PatientModalTarget | null>(null);
  const linkedPatientId = searchParams.get('patientId');
  const target: PatientModalTarget | null =
    opened ??
    (linkedPatientId && permissions.openRecord ? { mode: 'existing', patientId: linkedPatientId, readOnly: true } : null);

  useEffect(() => {
    const idle = window.setTimeout(() => void PatientModal.preload(), 1000);
    return () => window.clearTimeout(idle);
  }, []);

  const close = () => {
    setOpened(null);
    if (linkedPatientId) setSearchParams({}, { replace: true });
  };
  const table = (listKind: PatientListKind) => (
    <PatientsTable
      kind={listKind}
      page={paging.page}
      gender={paging.gender}
      clinicDoctorId={clinicDoctorId}
      permissions={permissions}
      onPageChange={(page, gender) => setPaging({ page, gender })}
      onOpen={(patient) => setOpened({ mode: 'existing', patientId: patient._id, readOnly: false })}
    />
  );

  return (
    <PageCard
      title={t('title')}
      extra={
        <Flex align="center" gap={12} wrap>
          {profile.isClinic ? (
            <Select
              aria-label={t('clinicDoctor')}
              value={clinicDoctorId}
              style={{ minWidth: 240 }}
              onChange={(id: string) => onSelectClinicDoctor?.(id)}
              options={clinicDoctors.map((doctor) => ({
                value: doctor._id,
                label: doctorName(doctor),
              }))}
              data-testid="patients-clinic-doctor"
            />
          ) : null}
          {permissions.addButton === 'hidden' ? null : (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={permissions.addButton === 'disabled'}
              onClick={() => setOpened({ mode: 'add' })}
              onPointerEnter={() => void PatientModal.preload()}
              onFocus={() => void PatientModal.preload()}
              data-testid="patient-add"
            >
              {t('add')}
            </Button>
          )}
        </Flex>
      }
    >
      {permissions.listOnly ? (
        table('all')
      ) : (
        <Tabs
          activeKey={kind}
          destroyOnHidden
          onChange={(key) => {
            setKind(key as PatientListKind);
            setPaging({ page: 1, gender: null });
          }}
          items={(['all', 'blocked'] as const).map((listKind) => ({
            key: listKind,
            label: <span data-testid={`patients-tab-${listKind}`}>{t(`tabs.${listKind}`)}</span>,
            children: table(listKind),
          }))}
        />
      )}
      {target && (
        <Suspense fallback={null}>
          <PatientModal target={target} permissions={permissions} clinicDoctorId={clinicDoctorId} onClose={close} />
        </Suspense>
      )}
    </PageCard>
  );
}
