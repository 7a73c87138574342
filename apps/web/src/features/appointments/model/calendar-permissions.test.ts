import { describe, expect, it } from 'vitest';
import { assistantAsDoctor, limitedDoctor, profileOf } from '../../../test/profile-factory';
import { appointmentOf } from '../../../test/appointment-factory';
import {
  calendarPermissionsOf,
  canMarkArrived,
  isPastDay,
  isVisioRunning,
  recordTabsOf,
  statusActionsShown,
  videoCallButtonOf,
} from './calendar-permissions';

describe('what each privilege may do on the calendar', () => {
  it('DOC-ALL books, drills down, uses failed actions', () => {
    expect(calendarPermissionsOf(profileOf('doctor'))).toMatchObject({
      readOnly: false,
      canBook: true,
      canDrillDown: true,
      failedActions: 'enabled',
      clinicMode: false,
      reasonsFilter: true,
      patientProfile: true,
    });
    expect(calendarPermissionsOf(assistantAsDoctor)).toMatchObject({ canBook: true, canDrillDown: true });
  });

  it('DOC-DEA is read-only: no booking, no drill-down, failed actions disabled', () => {
    expect(calendarPermissionsOf(limitedDoctor)).toMatchObject({
      readOnly: true,
      canBook: false,
      canDrillDown: false,
      failedActions: 'disabled',
    });
  });

  it('ASS cannot book nor drill down, has no patient profile link and no failed-actions button', () => {
    expect(calendarPermissionsOf(profileOf('assistant'))).toMatchObject({
      readOnly: false,
      canBook: false,
      canDrillDown: false,
      patientProfile: false,
      failedActions: 'hidden',
    });
  });

  it('an assistant acting as doctor without allowAll (DOC-DEA) has the failed-actions button disabled', () => {
    const limitedAssistant = profileOf('assistant', { userPosition: 'AS-DOCTOR', privileges: 'DOC-DEA' });
    expect(calendarPermissionsOf(limitedAssistant)).toMatchObject({ failedActions: 'disabled', canClearFailedActions: false });
  });

  it('clinic accounts act for a clinic doctor, without the reasons filter; the admin reads failed actions, never clears them', () => {
    for (const kind of ['clinicAdmin', 'clinicUser', 'clinicUnit'] as const) {
      expect(calendarPermissionsOf(profileOf(kind))).toMatchObject({
        clinicMode: true,
        reasonsFilter: false,
        failedActions: kind === 'clinicAdmin' ? 'enabled' : 'hidden',
        canClearFailedActions: false,
        canBook: true,
      });
    }
    expect(calendarPermissionsOf(profileOf('clinicDoctor'))).toMatchObject({ clinicMode: false, reasonsFilter: true });
  });

  it('visio is offered only with the telemedicine flag', () => {
    expect(calendarPermissionsOf(profileOf('doctor')).telemedicine).toBe(false);
    expect(calendarPermissionsOf(profileOf('doctor', { is_allowed_for_telemedicine_calls: true })).telemedicine).toBe(true);
  });
});

describe('the appointment modal tabs', () => {
  const existing = { existing: true, online: true };

  it('exist only for an existing appointment, online; none for clinic accounts (spec 1 section 2)', () => {
    expect(recordTabsOf(profileOf('doctor'), { existing: false, online: true }).prescription).toBe('hidden');
    expect(recordTabsOf(profileOf('doctor'), { existing: false, online: true }).payment).toBe('hidden');
    expect(recordTabsOf(profileOf('doctor'), { existing: true, online: false }).payment).toBe('hidden');
    for (const kind of ['clinicAdmin', 'clinicUser', 'clinicUnit'] as const) {
      expect(recordTabsOf(profileOf(kind), existing)).toEqual({
        prescription: 'hidden',
        medicalFiles: 'hidden',
        report: 'hidden',
        payment: 'hidden',
      });
    }
  });

  it('records need DOC-ALL; payment is disabled for DOC-DEA and not shown to assistants (ASS)', () => {
    expect(recordTabsOf(profileOf('doctor'), existing)).toEqual({
      prescription: 'enabled',
      medicalFiles: 'enabled',
      report: 'enabled',
      payment: 'enabled',
    });
    expect(recordTabsOf(limitedDoctor, existing)).toEqual({
      prescription: 'disabled',
      medicalFiles: 'disabled',
      report: 'disabled',
      payment: 'disabled',
    });
    expect(recordTabsOf(profileOf('assistant'), existing)).toMatchObject({ prescription: 'disabled', payment: 'hidden' });
    expect(recordTabsOf(assistantAsDoctor, existing)).toMatchObject({ prescription: 'enabled', payment: 'enabled' });
  });
});

describe('appointment actions', () => {
  const now = new Date('2026-11-23T10:30:00+01:00');

  it('done, absent and cancel only while BOOKED, a booking still queued included', () => {
    expect(statusActionsShown(appointmentOf())).toBe(true);
    expect(statusActionsShown(appointmentOf({ status: 'DONE' }))).toBe(false);
    expect(statusActionsShown(appointmentOf({ _id: 'local:1' }))).toBe(true);
    expect(statusActionsShown(null)).toBe(false);
  });

  it('the video call button: shown when allowed, enabled only today and BOOKED', () => {
    expect(videoCallButtonOf(appointmentOf(), false, now)).toBe('hidden');
    expect(videoCallButtonOf(appointmentOf(), true, now)).toBe('enabled');
    expect(videoCallButtonOf(appointmentOf({ status: 'DONE' }), true, now)).toBe('disabled');
    expect(videoCallButtonOf(appointmentOf({ start: '2026-11-24T09:00:00+01:00' }), true, now)).toBe('disabled');
  });

  it('the visio indicator runs from the start for 3 hours, the same day, until done', () => {
    const visio = appointmentOf({ type: 'visio', start: '2026-11-23T09:00:00+01:00' });
    expect(isVisioRunning(visio, new Date('2026-11-23T08:59:00+01:00'))).toBe(false);
    expect(isVisioRunning(visio, new Date('2026-11-23T09:00:00+01:00'))).toBe(true);
    expect(isVisioRunning(visio, new Date('2026-11-23T11:59:00+01:00'))).toBe(true);
    expect(isVisioRunning(visio, new Date('2026-11-23T12:00:00+01:00'))).toBe(false);
    expect(isVisioRunning({ ...visio, status: 'DONE', done: true }, now)).toBe(false);
    expect(isVisioRunning(appointmentOf({ type: 'cabinet' }), now)).toBe(false);
    const late = appointmentOf({ type: 'visio', start: '2026-11-23T22:30:00+01:00' });
    expect(isVisioRunning(late, new Date('2026-11-23T23:30:00+01:00'))).toBe(true);
    expect(isVisioRunning(late, new Date('2026-11-24T00:10:00+01:00'))).toBe(false);
  });

  it("'patient arrived' is offered until the patient has arrived", () => {
    expect(canMarkArrived(appointmentOf())).toBe(true);
    expect(canMarkArrived(appointmentOf({ patientArrived: true }))).toBe(false);
  });

  it('a past day is a day before today, not an earlier hour of today', () => {
    expect(isPastDay(new Date('2026-11-22T18:00:00+01:00'), now)).toBe(true);
    expect(isPastDay(new Date('2026-11-23T08:00:00+01:00'), now)).toBe(false);
  });
});
