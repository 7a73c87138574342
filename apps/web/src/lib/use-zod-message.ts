import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type errors from '../locales/fr/errors.json';
import type validation from '../locales/fr/validation.json';

type ValidationKey = keyof typeof validation;
/** The catalogue's own messages (the nested per-screen ones are not field messages). */
type ErrorKey = { [Key in keyof typeof errors]: (typeof errors)[Key] extends string ? Key : never }[keyof typeof errors];

/**
 * The message of the first issue of a contract schema on `field`, in the user's language, or
 * undefined. The whole value is parsed so that cross-field refinements (password confirmation)
 * apply. A contract's message is a key of the validation namespace ('validation.required') or one
 * of the spec's error codes ('invalidPhoneNumber').
 */
export function useZodMessage(): (schema: z.ZodType, value: unknown, field: string) => string | undefined {
  const { t, i18n } = useTranslation(['validation', 'errors']);
  return useCallback(
    (schema, value, field) => {
      const issue = schema.safeParse(value).error?.issues.find((candidate) => candidate.path[0] === field);
      if (!issue) return undefined;
      const key = issue.message.replace(/^validation\./, '');
      // A length rule's bound reads in its message ('validation.minLength': at least {{count}} characters).
      const count = issue.code === 'too_small' ? Number(issue.minimum) : undefined;
      if (i18n.exists(key, { ns: 'validation', count })) return t(key as ValidationKey, { ns: 'validation', count });
      if (i18n.exists(issue.message, { ns: 'errors' })) return t(issue.message as ErrorKey, { ns: 'errors' });
      return t('invalid', { ns: 'validation' });
    },
    [t, i18n],
  );
}
