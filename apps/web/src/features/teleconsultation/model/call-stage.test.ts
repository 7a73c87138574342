import { describe, expect, it } from 'vitest';
import { callStageOf } from './call-stage';

describe('call page stages', () => {
  it('gets ready, refuses, checks the devices, calls, and ends, the end card staying whatever comes after', () => {
    expect(callStageOf({ details: 'pending', joined: false, ended: false })).toBe('gettingReady');
    expect(callStageOf({ details: 'error', joined: false, ended: false })).toBe('unavailable');
    expect(callStageOf({ details: 'success', joined: false, ended: false })).toBe('deviceCheck');
    expect(callStageOf({ details: 'success', joined: true, ended: false })).toBe('inCall');
    expect(callStageOf({ details: 'success', joined: true, ended: true })).toBe('ended');
    expect(callStageOf({ details: 'error', joined: true, ended: true })).toBe('ended');
  });
});
