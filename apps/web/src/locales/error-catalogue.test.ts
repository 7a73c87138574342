import { describe, expect, it } from 'vitest';
import { errorCodes } from '@tabib/contracts/errors';
import { locales } from '@tabib/contracts/locales';
import type { ApiErrorCode } from '../lib/api-error';
import { loadLocaleResources } from '../lib/i18n-resources';

const clientCodes: ApiErrorCode[] = ['networkError', 'invalidResponse'];

/**
 * Every code the API answers with reads as a sentence in each language: the screens' refusals and
 * the failed-actions drawer's reasons (spec 2 section 7) come from this one catalogue.
 */
describe('the error catalogue', () => {
  it.each(locales)('has a message for every error code in %s', async (locale) => {
    const errors = (await loadLocaleResources(locale)).errors as Record<string, unknown>;
    const missing = [...errorCodes, ...clientCodes].filter((code) => typeof errors[code] !== 'string');
    expect(missing).toEqual([]);
  });
});
