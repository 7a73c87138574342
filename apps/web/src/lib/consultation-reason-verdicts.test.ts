import { describe, expect, it } from 'vitest';
import { withReasonVerdict } from './consultation-reason-verdicts';

const reason = (id: string, order: number, isValidated = true) => ({ _id: id, order, isValidated, isRejected: false });

describe('withReasonVerdict', () => {
  const list = [reason('a', 0), reason('b', 1, false), reason('c', 2)];

  it('validates in place', () => {
    expect(withReasonVerdict(list, { verdict: 'validated', consultation_reason_id: 'b' })).toEqual([
      reason('a', 0),
      reason('b', 1),
      reason('c', 2),
    ]);
  });

  it('moves a rejected reason to the end', () => {
    expect(withReasonVerdict(list, { verdict: 'rejected', consultation_reason_id: 'a' })).toEqual([
      reason('b', 1, false),
      reason('c', 2),
      { _id: 'a', order: 3, isValidated: false, isRejected: true },
    ]);
  });

  it('leaves a list without the reason as it was', () => {
    expect(withReasonVerdict(list, { verdict: 'rejected', consultation_reason_id: 'zz' })).toEqual(list);
  });
});
