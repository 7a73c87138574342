import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface TitledPerson {
  title?: string | null;
  firstName: string;
  lastName: string;
}

// Accounts store the title as typed (default 'Dr', spec 1 section 3); only that default has a
// translation ('د.' in Arabic). Any other title (Pr...) is the person's own and shown as is.
const defaultTitle = /^dr\.?$/i;

/** 'Dr Karim Benali', 'د. Karim Benali': a person's name headed by their title, in the reader's language. */
export function doctorNameOf(person: TitledPerson, t: (key: 'doctorTitle') => string): string {
  const title = person.title?.trim();
  const shown = title && defaultTitle.test(title) ? t('doctorTitle') : title;
  return [shown, person.firstName, person.lastName].filter(Boolean).join(' ');
}

export function useDoctorName(): (person: TitledPerson) => string {
  const { t } = useTranslation('common');
  return useCallback((person: TitledPerson) => doctorNameOf(person, t), [t]);
}
