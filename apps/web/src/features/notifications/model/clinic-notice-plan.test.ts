import { describe, expect, it } from 'vitest';
import type { ClinicNotice } from '@tabib/contracts/notifications';
import { maxClinicNoticesShown, planClinicNotices, type ClinicNoticeState } from './clinic-notice-plan';

const text = (value: string) => ({ fr: value, en: value, ar: value });
const notice = (id: string, doctorId: string, type: ClinicNotice['type'] = 'clinic_doctor_booked'): ClinicNotice => ({
  _id: id,
  category: 'appointment',
  type,
  unread: true,
  title: text(`title ${id}`),
  message: text(`message ${id}`),
  createdAt: '2026-03-02T08:30:00.000Z',
  picture: null,
  icon: 'calendar-add',
  appointment: null,
  display_status: null,
  doctorId,
});
const state = (overrides: Partial<ClinicNoticeState> = {}): ClinicNoticeState => ({
  selectedDoctorId: 'bouzid',
  backlog: new Set(),
  shown: new Set(),
  handled: new Set(),
  ...overrides,
});
const idsOf = (notices: ClinicNotice[]) => notices.map((entry) => entry._id);

describe('planClinicNotices', () => {
  it("shows the other doctors' bookings and cancellations, newest first, two at a time", () => {
    expect(maxClinicNoticesShown).toBe(2);
    const notices = [notice('n3', 'saadi', 'clinic_doctor_canceled'), notice('n2', 'ferhat'), notice('n1', 'saadi')];
    expect(idsOf(planClinicNotices(notices, state()).show)).toEqual(['n3', 'n2']);
    // one closed (read): the next one opens
    expect(idsOf(planClinicNotices(notices, state({ shown: new Set(['n2']), handled: new Set(['n3', 'n2']) })).show)).toEqual([
      'n1',
    ]);
    expect(planClinicNotices(notices, state({ shown: new Set(['n3', 'n2']), handled: new Set(['n3', 'n2']) })).show).toEqual([]);
  });

  it("reads without a notice what happens live on the selected doctor's calendar", () => {
    const notices = [notice('live', 'bouzid'), notice('other', 'saadi')];
    const plan = planClinicNotices(notices, state());
    expect(idsOf(plan.show)).toEqual(['other']);
    expect(idsOf(plan.markRead)).toEqual(['live']);
  });

  it('shows what happened while the page was closed, the selected doctor included', () => {
    const plan = planClinicNotices([notice('old', 'bouzid')], state({ backlog: new Set(['old']) }));
    expect(idsOf(plan.show)).toEqual(['old']);
    expect(plan.markRead).toEqual([]);
  });

  it('never opens nor reads twice what it has handled', () => {
    const notices = [notice('a', 'saadi'), notice('b', 'bouzid')];
    const plan = planClinicNotices(notices, state({ handled: new Set(['a', 'b']) }));
    expect(plan).toEqual({ show: [], markRead: [] });
  });

  it('with no doctor selected yet, every notice is of another doctor', () => {
    expect(idsOf(planClinicNotices([notice('a', 'bouzid')], state({ selectedDoctorId: null })).show)).toEqual(['a']);
  });
});
