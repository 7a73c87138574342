import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error';

/** The translated message of an API error code; anything else reads as 'could not process'. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return useCallback((error) => t(isApiError(error) ? error.code : 'invalidResponse'), [t]);
}
