import { useMemo } from 'react';
import type { FormRule } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { parseBirthday } from '@tabib/contracts/patients';
import { toE164 } from '@tabib/contracts/phone';

export const nameMinLength = 2;

/** The appointment form's rules, with the messages of spec 1 section 5 in the current language. */
export function useFormRules() {
  const { t } = useTranslation('validation');
  return useMemo(() => {
    const required: FormRule = { required: true, message: t('required') };
    const number: FormRule = { type: 'number', message: t('number') };
    return {
      required: [required],
      duration: [required, number],
      name: [
        required,
        { min: nameMinLength, message: t('minLength', { count: nameMinLength }) },
        { whitespace: true, message: t('required') },
      ],
      phone: [
        required,
        {
          validator: async (_rule, value: string | undefined) => {
            if (value && toE164(value) === null) throw new Error(t('phone'));
          },
        },
      ],
      email: [{ type: 'email', message: t('email') }],
      age: [number],
      /** DD/MM/YYYY or MM/DD/YYYY; for an existing appointment any valid date passes too. */
      birthday: (existing: boolean): FormRule[] => [
        {
          validator: async (_rule, value: string | undefined) => {
            if (!value) return;
            if (parseBirthday(value) !== null || (existing && dayjs(value).isValid())) return;
            throw new Error(t('dateFormat'));
          },
        },
      ],
    } satisfies Record<string, FormRule[] | ((existing: boolean) => FormRule[])>;
  }, [t]);
}
