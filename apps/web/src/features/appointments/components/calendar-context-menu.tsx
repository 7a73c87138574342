import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@tabib/contracts/appointments';
import { PointMenu } from '../../../components/ui/point-menu';
import { canMarkArrived } from '../model/calendar-permissions';
import type { CalendarItem } from '../model/calendar-events';

/** Where the menu opens, for which appointment, and where the focus goes back when it closes. */
export interface ContextMenuTarget {
  appointmentId: string;
  x: number;
  y: number;
  origin: HTMLElement;
}

/**
 * The event box under a `contextmenu` event (a right-click, or Shift+F10 / the menu key on a
 * focused event), and the point to open at: the pointer, or the box's corner when the keyboard
 * opened it (the point is then not over the box).
 */
export function contextMenuTargetOf(target: EventTarget | null, clientX: number, clientY: number): ContextMenuTarget | null {
  if (!(target instanceof Element)) return null;
  const box = target.closest<HTMLElement>('.rbc-event');
  const appointmentId = box?.querySelector<HTMLElement>('[data-appointment-id]')?.dataset.appointmentId;
  if (!box || !appointmentId) return null;
  const rect = box.getBoundingClientRect();
  const overBox = clientX >= rect.left && clientX <= rect.right && clientY >= rect.top && clientY <= rect.bottom;
  if (overBox && (clientX !== 0 || clientY !== 0)) return { appointmentId, x: clientX, y: clientY, origin: box };
  const rtl = getComputedStyle(box).direction === 'rtl';
  return { appointmentId, x: rtl ? rect.right : rect.left, y: rect.bottom, origin: box };
}

function markableAppointmentOf(items: CalendarItem[], target: ContextMenuTarget | null): Appointment | null {
  if (!target) return null;
  const item = items.find((candidate) => candidate.kind === 'appointment' && candidate.id === target.appointmentId);
  return item?.kind === 'appointment' && canMarkArrived(item.appointment) ? item.appointment : null;
}

/**
 * The one right-click menu of the board (instead of one antd Dropdown per event; a plain one, issue 13): 'patient arrived'
 * unless the patient has arrived (spec 1 section 2). Nothing on a read-only board: the browser's menu shows.
 */
export function useCalendarContextMenu(options: {
  items: CalendarItem[];
  enabled: boolean;
  onPatientArrived(appointment: Appointment): void;
}) {
  const { t } = useTranslation('appointments');
  const [target, setTarget] = useState<ContextMenuTarget | null>(null);
  const appointment = options.enabled ? markableAppointmentOf(options.items, target) : null;
  // The appointment changed under the open menu (arrived elsewhere, cancelled, gone): the menu closes.
  if (target && !appointment) setTarget(null);

  const close = () => {
    target?.origin.focus({ preventScroll: true });
    setTarget(null);
  };

  const onContextMenu = (event: MouseEvent) => {
    if (!options.enabled) return;
    const next = contextMenuTargetOf(event.target, event.clientX, event.clientY);
    if (!next || !markableAppointmentOf(options.items, next)) {
      setTarget(null);
      return;
    }
    event.preventDefault();
    setTarget(next);
  };

  const menu =
    target && appointment ? (
      <PointMenu
        // A new place is a new menu, focused again.
        key={`${target.appointmentId}:${target.x}:${target.y}`}
        x={target.x}
        y={target.y}
        label={t('actions.patientArrived')}
        items={[
          {
            key: 'arrived',
            label: t('actions.patientArrived'),
            testId: 'context-patient-arrived',
            onSelect: () => options.onPatientArrived(appointment),
          },
        ]}
        onClose={close}
      />
    ) : null;

  return { onContextMenu, menu };
}
