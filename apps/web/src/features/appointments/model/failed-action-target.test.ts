import { describe, expect, it } from 'vitest';
import { calendarTargetOf } from './failed-action-target';

describe('where the calendar reopens to re-book a failed action', () => {
  it('on its day, in the day view, in the mode that shows its hour, scrolled to it', () => {
    expect(calendarTargetOf({ start: '2026-11-24T17:00:00+01:00' }, false)).toEqual({
      date: '2026-11-24',
      view: 'day',
      mode: 'day',
      scrollTo: '17:00',
    });
    expect(calendarTargetOf({ start: '2026-11-24T06:30:00+01:00' }, false)).toMatchObject({ mode: 'night' });
  });

  it('a clinic account selects the doctor it was for, whatever speciality was filtered', () => {
    const corePayload = { start: '2026-11-24T09:00:00+01:00', clinicDoctor: '00000000-0000-4000-8000-00000000d002' };
    expect(calendarTargetOf(corePayload, true)).toMatchObject({ clinicDoctorId: corePayload.clinicDoctor, speciality: null });
    expect(calendarTargetOf(corePayload, false)).not.toHaveProperty('clinicDoctorId');
  });
});
