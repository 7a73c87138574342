import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { textLimits } from '@tabib/contracts/text-limits';
import { currentLocale } from '../../../lib/i18n';
import { useClinicDoctors } from '../api/clinic-users-get-pickers';
import { specialitiesInUse, type ClinicUsersFilters } from '../model/clinic-users-model';

/** Search (both lists), and for doctors their speciality and whether they are online. */
export function ClinicUsersFilterBar({
  filters,
  onChange,
}: {
  filters: ClinicUsersFilters;
  onChange(change: Partial<ClinicUsersFilters>): void;
}) {
  const { t } = useTranslation('clinic');
  const doctors = useClinicDoctors();
  const locale = currentLocale();
  return (
    <div className="clinic-users-filters" role="search">
      <Input.Search
        allowClear
        key={filters.type}
        defaultValue={filters.search}
        placeholder={t('users.filters.search')}
        aria-label={t('users.filters.search')}
        maxLength={textLimits.searchQuery}
        onSearch={(search) => onChange({ search })}
        data-testid="clinic-users-search"
      />
      {filters.type === 'doctor' ? (
        <>
          <Select<string | null>
            aria-label={t('users.filters.speciality')}
            value={filters.speciality}
            onChange={(speciality) => onChange({ speciality })}
            loading={doctors.isLoading}
            options={[
              { value: null, label: t('users.filters.allSpecialities') },
              ...specialitiesInUse(doctors.data ?? []).map((speciality) => ({
                value: speciality._id,
                label: speciality.title[locale],
              })),
            ]}
            data-testid="clinic-users-speciality"
          />
          <Select<ClinicUsersFilters['workStatus']>
            aria-label={t('users.filters.presence')}
            value={filters.workStatus}
            onChange={(workStatus) => onChange({ workStatus })}
            options={[
              { value: null, label: t('users.filters.allPresence') },
              { value: 'work', label: t('users.filters.online') },
              { value: 'off', label: t('users.filters.offline') },
            ]}
            data-testid="clinic-users-presence"
          />
        </>
      ) : null}
    </div>
  );
}
