import { useCallback } from 'react';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type errors from '../locales/fr/errors.json';
import type validation from '../locales/fr/validation.json';

type ValidationKey = keyof typeof validation;
/** The catalogue's own messages (the nested per-screen ones are not field messages). */
type ErrorKey = { [Key in keyof typeof errors]: (typeof errors)[Key] extends string ? Key : never }[keyof typeof errors];

/**
 * Antd rules from a contract schema. The whole form is parsed so that cross-field refinements
 * (password confirmation) apply. A contract's message is a key of the validation namespace
 * ('validation.required') or one of the spec's error codes ('invalidPhoneNumber').
 */
export function useZodRule(): (schema: z.ZodType, field: string) => FormRule {
  const { t, i18n } = useTranslation(['validation', 'errors']);
  return useCallback(
    (schema, field) => (form) => ({
      validator: async () => {
        const result = schema.safeParse(form.getFieldsValue(true));
        const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
        if (!issue) return;
        const key = issue.message.replace(/^validation\./, '');
        if (i18n.exists(key, { ns: 'validation' })) throw new Error(t(key as ValidationKey, { ns: 'validation' }));
        if (i18n.exists(issue.message, { ns: 'errors' })) throw new Error(t(issue.message as ErrorKey, { ns: 'errors' }));
        throw new Error(t('invalid', { ns: 'validation' }));
      },
    }),
    [t, i18n],
  );
}
