import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonTitleLabels } from '../model/family-member';

/** The labels of who an appointment is for (a guest, a family member beside the holder), in the current language. */
export function usePersonTitles(): PersonTitleLabels {
  const { t } = useTranslation('appointments');
  return useMemo(() => ({ guest: t('guestPatient'), familyMember: (names) => t('familyMember.title', names) }), [t]);
}
