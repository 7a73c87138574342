import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../components/ui/notices-context';
import { actionNotifierOf } from '../actions/action-notifier';
import { appointmentCacheOf } from '../actions/appointment-cache';
import { createAppointmentActions, type ActionDependencies } from '../actions/appointment-actions';
import { onlineTransport } from '../actions/appointment-transport';
import { appOutbox } from '../../../lib/outbox/app-outbox';
import { outboxTransportOf } from '../actions/outbox-transport';

/** Online, the writes go at once; offline (or behind queued ones), through this device's outbox. */
const transport = outboxTransportOf(onlineTransport, appOutbox);

/** What every appointment action works with: this screen's cache, the server, the notices. */
export function useActionDependencies(): ActionDependencies {
  const queryClient = useQueryClient();
  const { notification } = useNotices();
  const { t } = useTranslation(['appointments', 'errors']);
  return useMemo(
    () => ({
      cache: appointmentCacheOf(queryClient),
      transport,
      notifier: actionNotifierOf(notification, t),
    }),
    [queryClient, notification, t],
  );
}

/** The one way screens change an appointment's status; bookings and updates: use-booking-actions.ts. */
export function useAppointmentActions() {
  const deps = useActionDependencies();
  return useMemo(() => createAppointmentActions(deps), [deps]);
}
