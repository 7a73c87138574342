import { CheckCircleFilled, CloseCircleFilled, LoginOutlined, VideoCameraFilled } from '@ant-design/icons';
import type { Appointment } from '@tabib/contracts/appointments';
import { isVisioRunning } from '../model/calendar-permissions';
import type { MarkLabels } from './calendar-event-view';

/**
 * The small marks of an appointment: arrived, done, absent, visio (its patient waiting in the call, running, or not).
 * Drawn for every event of a week (up to ~1,400): plain elements, the label as the native tooltip.
 */
export function AppointmentMarks({ appointment, now, labels }: { appointment: Appointment; now: Date; labels: MarkLabels }) {
  const arrived = appointment.patientArrived;
  const done = appointment.status === 'DONE';
  const missed = appointment.status === 'PATIENT_MISSED';
  const visio = appointment.type === 'visio';
  if (!arrived && !done && !missed && !visio) return null;
  const waiting = visio && appointment.online && appointment.status === 'BOOKED';
  const running = visio && isVisioRunning(appointment, now);
  const visioMark = waiting ? 'waiting' : running ? 'running' : null;
  const visioLabel = waiting ? labels.visioWaiting : running ? labels.visioRunning : labels.visio;
  return (
    <span className="tabib-marks">
      {arrived ? (
        <LoginOutlined data-testid="mark-arrived" aria-label={labels.arrived} title={labels.arrived} className="tabib-mark-ok" />
      ) : null}
      {done ? (
        <CheckCircleFilled data-testid="mark-done" aria-label={labels.done} title={labels.done} className="tabib-mark-ok" />
      ) : null}
      {missed ? (
        <CloseCircleFilled
          data-testid="mark-missed"
          aria-label={labels.missed}
          title={labels.missed}
          className="tabib-mark-missed"
        />
      ) : null}
      {visio ? (
        <VideoCameraFilled
          data-testid={visioMark ? `mark-visio-${visioMark}` : 'mark-visio'}
          aria-label={visioLabel}
          title={visioLabel}
          className={visioMark ? `tabib-visio-${visioMark}` : undefined}
        />
      ) : null}
    </span>
  );
}
