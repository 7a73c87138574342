import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Speciality } from '@tabib/contracts/specialities';
import { useCurrentLocale } from '../hooks/use-current-locale';
import { calendarStore, useCalendarState } from '../stores/calendar-store';

/** Clinic accounts: show or hide the doctors list, filter it by speciality. */
export function ClinicControls({ specialities }: { specialities: Speciality[] }) {
  const { t } = useTranslation('appointments');
  const locale = useCurrentLocale();
  const open = useCalendarState((state) => state.doctorsPanelOpen);
  const speciality = useCalendarState((state) => state.speciality);
  const label = t(open ? 'clinic.hideDoctors' : 'clinic.showDoctors');
  return (
    <>
      <Tooltip title={label}>
        <Button
          icon={open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          aria-label={label}
          aria-pressed={open}
          onClick={() => calendarStore.set({ doctorsPanelOpen: !open })}
          data-testid="clinic-doctors-toggle"
        />
      </Tooltip>
      <Select<string>
        allowClear
        value={speciality ?? undefined}
        placeholder={t('clinic.speciality')}
        aria-label={t('clinic.speciality')}
        onChange={(value) => calendarStore.set({ speciality: value ?? null })}
        style={{ minWidth: 180 }}
        data-testid="speciality-filter"
        options={specialities.map((speciality) => ({ value: speciality._id, label: speciality.title[locale] }))}
      />
    </>
  );
}
