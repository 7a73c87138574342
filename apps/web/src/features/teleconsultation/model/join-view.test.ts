import { describe, expect, it } from 'vitest';
import type { JoinCallResponse } from '@tabib/contracts/teleconsultation';
import { ApiError } from '../../../lib/api-error';
import { callRoomViewOf, joinViewOf, shouldRecheck } from './join-view';

const today: JoinCallResponse = {
  success: true,
  code: 'callJoin',
  doctor: { title: 'Dr', firstName: 'Amine', lastName: 'Benali', picture: null },
  patient: { firstName: 'Nour' },
  appointment: { startAt: '2030-03-12T16:00:00.000Z', duration: 20, status: 'BOOKED', isToday: true },
  timeZone: 'Africa/Algiers',
  callToken: 'token',
  iceServers: [],
  iceTransportPolicy: 'all',
  expiresAt: '2030-03-12T23:00:00.000Z',
};
const later: JoinCallResponse = {
  ...today,
  code: 'CallDateMustBeTODAY',
  callToken: null,
  appointment: { ...today.appointment, isToday: false },
};
const refusal = (code: ConstructorParameters<typeof ApiError>[1], status = 404) => new ApiError(status, code);

describe('the join page', () => {
  it('waits, then shows the device check, then the call, then the way back in after leaving', () => {
    expect(joinViewOf({ join: undefined, error: null, joined: false, left: false })).toEqual({ kind: 'loading' });
    expect(joinViewOf({ join: today, error: null, joined: false, left: false })).toEqual({ kind: 'deviceCheck', join: today });
    expect(joinViewOf({ join: today, error: null, joined: true, left: false })).toEqual({ kind: 'call', join: today });
    expect(joinViewOf({ join: today, error: null, joined: true, left: true })).toEqual({ kind: 'left', join: today });
  });

  it('says the day of a consultation still to come, with no call', () => {
    expect(joinViewOf({ join: later, error: null, joined: false, left: false })).toEqual({ kind: 'notToday', join: later });
    expect(joinViewOf({ join: later, error: null, joined: true, left: false }).kind).toBe('notToday');
  });

  it('ends on an unknown link, a finished or a cancelled consultation, even in the call', () => {
    expect(joinViewOf({ join: undefined, error: refusal('callLinkNotFound'), joined: false, left: false }).kind).toBe('unknown');
    expect(joinViewOf({ join: undefined, error: refusal('validationFailed', 400), joined: false, left: false }).kind).toBe(
      'unknown',
    );
    expect(joinViewOf({ join: undefined, error: refusal('CallAlreadyDone', 409), joined: false, left: false }).kind).toBe('done');
    // Asked again after the doctor left: the consultation was ended.
    expect(joinViewOf({ join: today, error: refusal('CallAlreadyDone', 409), joined: true, left: false }).kind).toBe('done');
    expect(joinViewOf({ join: today, error: refusal('CannotCallStatusUnauthorized', 409), joined: true, left: false }).kind).toBe(
      'cancelled',
    );
  });

  it('offers to try again when nothing answered, and keeps the call through a failed recheck', () => {
    expect(joinViewOf({ join: undefined, error: refusal('networkError', 0), joined: false, left: false }).kind).toBe('failed');
    expect(joinViewOf({ join: undefined, error: refusal('tooManyRequest', 429), joined: false, left: false }).kind).toBe(
      'failed',
    );
    expect(joinViewOf({ join: today, error: refusal('networkError', 0), joined: true, left: false }).kind).toBe('call');
  });
});

describe('the call room', () => {
  it('connects, waits for the doctor, then is in the call; refused says so', () => {
    expect(callRoomViewOf({ presence: { doctor: false, patient: false }, refused: false })).toBe('connecting');
    expect(callRoomViewOf({ presence: { doctor: false, patient: true }, refused: false })).toBe('waiting');
    expect(callRoomViewOf({ presence: { doctor: true, patient: true }, refused: false })).toBe('inCall');
    expect(callRoomViewOf({ presence: { doctor: false, patient: false }, refused: true })).toBe('refused');
  });

  it('asks the link again when refused, or when the doctor left on purpose, not when their connection dropped', () => {
    expect(shouldRecheck({ refused: true, peerLeft: null })).toBe(true);
    expect(shouldRecheck({ refused: false, peerLeft: 'quit' })).toBe(true);
    expect(shouldRecheck({ refused: false, peerLeft: 'timeout' })).toBe(false);
    expect(shouldRecheck({ refused: false, peerLeft: null })).toBe(false);
  });
});
