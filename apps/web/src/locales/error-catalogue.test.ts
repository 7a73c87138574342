import { describe, expect, it } from 'vitest';
import { errorCodes } from '@tabib/contracts/errors';
import { locales } from '@tabib/contracts/locales';
import { uploadPurposes } from '@tabib/contracts/uploads';
import type { ApiErrorCode } from '../lib/api-error';
import { loadLocaleResources } from '../lib/i18n-resources';
import { clinicPageErrorCodes } from '../lib/use-error-message';

const clientCodes: ApiErrorCode[] = ['networkError', 'invalidResponse'];
const clinicPageCodes: readonly string[] = clinicPageErrorCodes;

/**
 * Every code the API answers with reads as a sentence in each language: the screens' refusals and
 * the failed-actions drawer's reasons (spec 2 section 7) come from this one catalogue, `errors`,
 * but for the codes only the clinic's pages meet, whose messages come with those pages (`clinic`).
 */
describe('the error catalogue', () => {
  it.each(locales)('has a message for every error code in %s', async (locale) => {
    const { errors, clinic } = (await loadLocaleResources(locale)) as Record<string, Record<string, unknown>>;
    const clinicErrors = clinic!.errors as Record<string, unknown>;
    const missing = [...errorCodes, ...clientCodes].filter((code) =>
      clinicPageCodes.includes(code) ? typeof clinicErrors[code] !== 'string' : typeof errors![code] !== 'string',
    );
    expect(missing).toEqual([]);
  });

  it.each(locales)('keeps each message in one place in %s', async (locale) => {
    const { errors, clinic } = (await loadLocaleResources(locale)) as Record<string, Record<string, unknown>>;
    expect(clinicPageCodes.filter((code) => code in errors!)).toEqual([]);
    expect(Object.keys(clinic!.errors as object).filter((code) => !clinicPageCodes.includes(code))).toEqual([]);
  });

  // The upload codes read only on the clinic's pages because only those pages upload: an upload for
  // another page must bring their messages back to `errors` (lib/use-error-message.ts).
  it('has uploads for the clinic profile only', () => {
    expect(uploadPurposes.filter((purpose) => !purpose.startsWith('clinic_'))).toEqual([]);
  });
});
