import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@tabib/contracts/user';
import { textLimits } from '@tabib/contracts/text-limits';
import { usePatientLookup } from '../api/lookup-patients';
import { usePhoneFormat } from '../../../lib/use-phone-format';
import { Combobox } from '../../../components/ui/combobox';
import { clinicDoctorOf, patientPermissionsOf } from '../model/patient-permissions';
import type { PatientModalTarget } from './patient-modal';

// The record (tabs, tables, forms) loads when a patient is opened, not with every page's header.
const PatientModal = lazy(() => import('./patient-modal').then((m) => ({ default: m.PatientModal })));

/**
 * The header's patient search: 500 ms after the last key, a pick opens the patient modal.
 * A clinic account searches the patients of the doctor it acts for (the calendar's choice), else its first doctor.
 */
export function PatientSearchBox({
  profile,
  selectedClinicDoctorId = null,
}: {
  profile: UserProfile;
  selectedClinicDoctorId?: string | null;
}) {
  const { t } = useTranslation('patients');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [target, setTarget] = useState<PatientModalTarget | null>(null);
  const clinicDoctorId = profile.isClinic ? clinicDoctorOf(profile, selectedClinicDoctorId) : null;
  const lookup = usePatientLookup(query, clinicDoctorId);
  // Fetched with the first key, while the search waits for the last one; results show with it.
  const formatPhone = usePhoneFormat(text !== '');
  const permissions = patientPermissionsOf(profile);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), 500);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div style={{ display: 'flex', alignItems: 'center', lineHeight: 'normal' }}>
      <Combobox
        label={t('search.placeholder')}
        clearLabel={t('search.clear')}
        value={text}
        onChange={setText}
        maxLength={textLimits.searchQuery}
        loading={lookup.isFetching}
        testId="patient-search"
        options={
          formatPhone
            ? (lookup.data ?? []).map((patient) => ({
                value: patient._id,
                label: (
                  <span data-testid="patient-search-option">
                    {patient.lastName} {patient.firstName} · <span dir="ltr">{formatPhone(patient.phone)}</span>
                  </span>
                ),
              }))
            : []
        }
        emptyText={query && lookup.isSuccess && formatPhone ? t('search.noResult') : null}
        onSelect={(patientId) => {
          setText('');
          setQuery('');
          if (permissions.openRecord) setTarget({ mode: 'existing', patientId, readOnly: false });
        }}
      />
      {target && (
        <Suspense fallback={null}>
          <PatientModal
            target={target}
            permissions={permissions}
            clinicDoctorId={clinicDoctorId}
            onClose={() => setTarget(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
