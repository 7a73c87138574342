import { useCallback } from 'react';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type errors from '../../../locales/fr/errors.json';

/** Antd rules from the patient contract, whose messages are error codes of the errors namespace. */
export function useContractRule(): (schema: z.ZodType, field: string) => FormRule {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (schema, field) => (form) => ({
      validator: async () => {
        const result = schema.safeParse(form.getFieldsValue(true));
        const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
        if (!issue) return;
        const code = i18n.exists(issue.message, { ns: 'errors' }) ? (issue.message as keyof typeof errors) : 'validationFailed';
        throw new Error(t(code));
      },
    }),
    [t, i18n],
  );
}

/** Types DD/MM/YYYY: digits only, slashes added as the user types. */
export function maskBirthday(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}
