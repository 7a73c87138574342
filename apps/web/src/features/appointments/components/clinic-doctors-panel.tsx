import { useState } from 'react';
import { Flex, Input, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClinicDoctor } from '@tabib/contracts/user';
import { useDoctorName } from '../../../lib/doctor-name';
import { isOnline, doctorsPanelWidth as panelWidth } from '../model/clinic-doctors';
import { searchDoctors } from '../model/doctor-search';
import { useCurrentLocale } from '../hooks/use-current-locale';
import { DoctorAvatar } from './doctor-avatar';

interface ClinicDoctorsPanelProps {
  doctors: ClinicDoctor[];
  open: boolean;
  selectedId: string | null;
  onSelect(doctorId: string): void;
}

/**
 * The clinic's doctors beside the calendar (spec 3 section 2): 'Tous les praticiens' with the
 * clinic's count, a fuzzy search (name or speciality), the online dot; pick the doctor to act for.
 * It opens and closes over 300 ms (calendar.css); closed, nothing in it can take the focus.
 */
export function ClinicDoctorsPanel({ doctors, open, selectedId, onSelect }: ClinicDoctorsPanelProps) {
  const { t } = useTranslation('appointments');
  const doctorName = useDoctorName();
  const locale = useCurrentLocale();
  const { token } = theme.useToken();
  const [query, setQuery] = useState('');
  const shown = searchDoctors(doctors, query);
  return (
    <aside
      className="tabib-doctors-panel"
      data-testid="clinic-doctors-panel"
      aria-hidden={!open}
      inert={!open}
      style={{ width: open ? panelWidth : 0, opacity: open ? 1 : 0, flex: 'none' }}
    >
      <div style={{ width: panelWidth, paddingInlineEnd: 12 }}>
        <Typography.Title level={5} data-testid="clinic-doctors-title">
          {t('clinic.allPractitioners', { count: doctors.length })}
        </Typography.Title>
        <Input.Search
          allowClear
          placeholder={t('clinic.searchDoctor')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="clinic-doctor-search"
        />
        <Flex
          vertical
          gap={4}
          style={{ marginTop: 12 }}
          role="listbox"
          aria-label={t('clinic.allPractitioners', { count: doctors.length })}
        >
          {shown.map((doctor) => {
            const selected = doctor._id === selectedId;
            return (
              <Flex
                key={doctor._id}
                role="option"
                aria-selected={selected}
                tabIndex={0}
                align="center"
                gap={8}
                data-testid="clinic-doctor"
                data-doctor-id={doctor._id}
                onClick={() => onSelect(doctor._id)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') onSelect(doctor._id);
                }}
                style={{
                  padding: 8,
                  cursor: 'pointer',
                  borderRadius: token.borderRadius,
                  background: selected ? token.controlItemBgActive : undefined,
                }}
              >
                <DoctorAvatar doctor={doctor} />
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text strong ellipsis>
                    {doctorName(doctor)}
                    <span className="tabib-visually-hidden">
                      {`, ${t(isOnline(doctor) ? 'clinic.online' : 'clinic.offline')}`}
                    </span>
                  </Typography.Text>
                  <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                    {doctor.specialities.map((speciality) => speciality.title[locale]).join(', ')}
                  </Typography.Text>
                </Flex>
              </Flex>
            );
          })}
        </Flex>
      </div>
    </aside>
  );
}
