import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { appointmentOf } from '../../../test/appointment-factory';
import { AppointmentMarks } from './appointment-marks';

const labels = {
  arrived: 'Arrived',
  done: 'Done',
  missed: 'Missed',
  visio: 'Teleconsultation',
  visioRunning: 'Running',
  visioWaiting: 'Waiting',
  past: 'Past',
};
const start = '2026-11-23T09:00:00+01:00';
const during = new Date('2026-11-23T09:10:00+01:00');
const before = new Date('2026-11-23T08:00:00+01:00');

describe("a visio appointment's mark", () => {
  it('says the patient waits in the call while the online flag is set, whatever the time', () => {
    render(<AppointmentMarks appointment={appointmentOf({ type: 'visio', start, online: true })} now={before} labels={labels} />);
    expect(screen.getByTestId('mark-visio-waiting').getAttribute('aria-label')).toBe('Waiting');
  });

  it('runs from the start when nobody waits, and is plain before it or once done', () => {
    const { rerender } = render(
      <AppointmentMarks appointment={appointmentOf({ type: 'visio', start })} now={during} labels={labels} />,
    );
    expect(screen.getByTestId('mark-visio-running').getAttribute('aria-label')).toBe('Running');
    rerender(<AppointmentMarks appointment={appointmentOf({ type: 'visio', start })} now={before} labels={labels} />);
    expect(screen.getByTestId('mark-visio')).toBeTruthy();
    rerender(
      <AppointmentMarks
        appointment={appointmentOf({ type: 'visio', start, online: true, status: 'DONE', done: true })}
        now={during}
        labels={labels}
      />,
    );
    expect(screen.getByTestId('mark-visio')).toBeTruthy();
  });
});
