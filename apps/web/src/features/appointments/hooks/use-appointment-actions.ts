import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionNotifierOf } from '../actions/action-notifier';
import { appointmentCacheOf } from '../actions/appointment-cache';
import { createAppointmentActions } from '../actions/appointment-actions';
import { onlineTransport } from '../actions/appointment-transport';

/** The one way screens change appointments. */
export function useAppointmentActions() {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const { t } = useTranslation(['appointments', 'errors']);
  return useMemo(
    () =>
      createAppointmentActions({
        cache: appointmentCacheOf(queryClient),
        transport: onlineTransport,
        notifier: actionNotifierOf(notification, t),
      }),
    [queryClient, notification, t],
  );
}
