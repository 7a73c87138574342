import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../components/ui/notices-context';
import { isApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/use-error-message';

/** Codes the doctor can act on get their own message; anything else is the spec's 'contact the support team'. */
const explained = new Set(['editRequestPending', 'userEmailExists', 'validationFailed', 'DoctorNotAuthorizedAction']);

export function useEditRequestNotifier(): (error: unknown) => void {
  const { t } = useTranslation('profile');
  const { notification } = useNotices();
  const errorMessage = useErrorMessage();
  return useCallback(
    (error) =>
      notification.error({
        title: t('doctorProfile.editRequestTitle'),
        description: isApiError(error) && explained.has(error.code) ? errorMessage(error) : t('doctorProfile.requestFailed'),
      }),
    [t, notification, errorMessage],
  );
}
