import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { patientErrorCodes, teleconsultationErrorCodes } from '@tabib/contracts/errors';
import type errors from '../locales/fr/errors.json';
import { isApiError, type ApiErrorCode } from './api-error';

/**
 * Screens whose refusals read differently from the generic catalogue (spec 2 section 8), with
 * the codes that keep their catalogue text there. Any other code reads `errors:<context>.other`
 * unless `errors:<context>.<code>` exists.
 */
const contexts = {
  patient: patientErrorCodes,
  prescription: [],
  // The call page (spec 2 section 8): the call's refusals, else 'error to call'.
  call: teleconsultationErrorCodes,
} satisfies Record<string, readonly ApiErrorCode[]>;
export type ErrorContext = keyof typeof contexts;

/** `errors:<context>.<key>`, as the locale files spell them. */
type ScreenKey = { [Context in ErrorContext]: `${Context}.${keyof (typeof errors)[Context] & string}` }[ErrorContext];

const everywhere: readonly string[] = ['networkError', 'tooManyRequest', 'idempotencyKeyInProgress'];

/** The translated message of an API error code; anything else reads as 'could not process'. */
export function useErrorMessage(context?: ErrorContext): (error: unknown) => string {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (error) => {
      const code = isApiError(error) ? error.code : 'invalidResponse';
      if (!context || everywhere.includes(code)) return t(code);
      const screenKey = `${context}.${code}`;
      if (i18n.exists(screenKey, { ns: 'errors' })) return t(screenKey as ScreenKey);
      return (contexts[context] as readonly string[]).includes(code) ? t(code) : t(`${context}.other`);
    },
    [t, i18n, context],
  );
}
