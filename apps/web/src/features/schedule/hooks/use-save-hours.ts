import { useTranslation } from 'react-i18next';
import type { SaveScheduleRequest } from '@tabib/contracts/schedule';
import { useNotices } from '../../../components/ui/notices-context';
import { isApiError } from '../../../lib/api-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useSaveSchedule } from '../api/save-schedule';

/** Saves one mode's hours; when the server counts booked appointments the new hours leave outside, asks first. */
export function useSaveHours() {
  const { t } = useTranslation('schedule');
  const { message, confirm } = useNotices();
  const errorMessage = useErrorMessage();
  const save = useSaveSchedule();

  const submit = (request: SaveScheduleRequest) =>
    save.mutate(request, {
      onSuccess: () => void message.success(t('saved')),
      onError: (error) => {
        if (isApiError(error) && error.code === 'scheduleLeavesBookedAppointments' && !request.confirm) {
          confirm({
            title: t('bookedOutside.title'),
            content: `${t('bookedOutside.count', { count: error.count ?? 0 })} ${t('bookedOutside.keep')}`,
            okText: t('bookedOutside.confirm'),
            cancelText: t('actions.cancel'),
            onOk: () => submit({ ...request, confirm: true }),
          });
          return;
        }
        void message.error(errorMessage(error));
      },
    });

  return { submit, isPending: save.isPending };
}
