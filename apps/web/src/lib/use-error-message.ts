import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { clinicUsersErrorCodes, patientErrorCodes, teleconsultationErrorCodes, uploadErrorCodes } from '@tabib/contracts/errors';
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

// subscriptionRestrictedAction: a restricted practice is refused the same way on every screen (booking, new patient).
const everywhere: readonly string[] = [
  'networkError',
  'tooManyRequest',
  'idempotencyKeyInProgress',
  'subscriptionRestrictedAction',
];

/**
 * Codes only the clinic's pages meet: the clinic users' routes answer them, and uploads, whose only
 * purposes are the clinic profile's images. Their messages are in the clinic's namespace
 * (`clinic:errors.<code>`), a chunk those pages load (lib/start-namespaces.ts), rather than in
 * `errors`, which every page loads at start. locales/error-catalogue.test.ts holds both files to it.
 */
export const clinicPageErrorCodes = [...uploadErrorCodes, ...clinicUsersErrorCodes] as const;
type ClinicPageErrorCode = (typeof clinicPageErrorCodes)[number];

/** The codes whose message is `errors:<code>`, which every page has. */
export type CatalogueErrorCode = Exclude<ApiErrorCode, ClinicPageErrorCode>;

const isClinicPageCode = (code: string): code is ClinicPageErrorCode =>
  (clinicPageErrorCodes as readonly string[]).includes(code);

/** An error's code as the `errors` namespace reads it; invalidResponse for anything else. */
export function catalogueCodeOf(error: unknown): CatalogueErrorCode {
  return isApiError(error) && !isClinicPageCode(error.code) ? error.code : 'invalidResponse';
}

/** The translated message of an API error code; anything else reads as 'could not process'. */
export function useErrorMessage(context?: ErrorContext): (error: unknown) => string {
  const { t, i18n } = useTranslation(['errors', 'clinic']);
  return useCallback(
    (error) => {
      const code = isApiError(error) ? error.code : 'invalidResponse';
      const catalogue = (known: ApiErrorCode) => {
        if (!isClinicPageCode(known)) return t(known);
        // Outside the clinic's pages its namespace may not be loaded: the generic message then, never a key.
        return i18n.exists(`errors.${known}`, { ns: 'clinic' }) ? t(`clinic:errors.${known}`) : t('invalidResponse');
      };
      if (!context || everywhere.includes(code)) return catalogue(code);
      const screenKey = `${context}.${code}`;
      if (i18n.exists(screenKey, { ns: 'errors' })) return t(screenKey as ScreenKey);
      return (contexts[context] as readonly string[]).includes(code) ? catalogue(code) : t(`${context}.other`);
    },
    [t, i18n, context],
  );
}
