import { useCallback } from 'react';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type validation from '../locales/fr/validation.json';

type ValidationKey = keyof typeof validation;

/**
 * Antd rules from a contract schema. The whole form is parsed so that cross-field refinements
 * (password confirmation) apply; the contract's messages ('validation.required') are
 * translation keys of the validation namespace.
 */
export function useZodRule(): (schema: z.ZodType, field: string) => FormRule {
  const { t, i18n } = useTranslation('validation');
  return useCallback(
    (schema, field) => (form) => ({
      validator: async () => {
        const result = schema.safeParse(form.getFieldsValue(true));
        const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
        if (!issue) return;
        const key = issue.message.replace(/^validation\./, '');
        throw new Error(i18n.exists(key, { ns: 'validation' }) ? t(key as ValidationKey) : t('invalid'));
      },
    }),
    [t, i18n],
  );
}
