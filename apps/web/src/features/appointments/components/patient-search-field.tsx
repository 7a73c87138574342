import { useState } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PatientSummary } from '@tabib/contracts/patients';
import { textLimits } from '@tabib/contracts/text-limits';
import { formatPhone } from '../../../lib/phone';
import { usePatientLookup } from '../api/lookup-patients';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { patientTitleOf } from '../model/appointment-draft';

const lookupDelayMs = 500;

interface PatientSearchFieldProps {
  /** Given by Form.Item: the label names the search box by it. */
  id?: string;
  value?: string | null;
  onChange?: (id: string | null) => void;
  clinicDoctorId: string | null;
  /** The patient chosen, also when chosen elsewhere (a refused booking's offer): shown by name. */
  picked?: PatientSummary | null;
  onPick(patient: PatientSummary | null): void;
}

/** Existing-patient search: 500 ms after the last key, a new lookup replaces (and cancels) the previous one. */
export function PatientSearchField({ id, value, onChange, clinicDoctorId, picked, onPick }: PatientSearchFieldProps) {
  const { t } = useTranslation('appointments');
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, lookupDelayMs);
  const lookup = usePatientLookup(query, clinicDoctorId);
  const found = lookup.data ?? [];
  const patients = picked && !found.some((patient) => patient._id === picked._id) ? [picked, ...found] : found;
  return (
    <Select<string>
      id={id}
      value={value ?? undefined}
      allowClear
      placeholder={t('form.searchPatient')}
      showSearch={{ filterOption: false, onSearch: (search) => setText(search.slice(0, textLimits.searchQuery)) }}
      notFoundContent={lookup.isFetching ? <Spin size="small" /> : query ? t('form.noPatientFound') : null}
      data-testid="field-patient-search"
      onChange={(patientId) => {
        onChange?.(patientId ?? null);
        onPick(patients.find((patient) => patient._id === patientId) ?? null);
      }}
      options={patients.map((patient) => ({
        value: patient._id,
        label: [patientTitleOf(patient), patient.phone && formatPhone(patient.phone)].filter(Boolean).join(' · '),
      }))}
    />
  );
}
