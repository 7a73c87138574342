import { describe, expect, it } from 'vitest';
import { ratioFloors, verdictsOf } from './check-floors';

const floors = { week: { floor: 1.5 }, weekUncached: { floor: 0.3 }, booking: { floor: 0.15 }, freeSlots: { floor: 2 } };
const healthy = { week: [4, 6, 5], weekUncached: [0.8], booking: [0.28], freeSlots: [5, 4, 6] };

describe('ratio floors', () => {
  it('takes the median round of each comparison, and passes it at or above its floor', () => {
    const verdicts = verdictsOf({ ...healthy, week: [1.5, 9, 1.2], freeSlots: [2, 2.5] }, floors);
    expect(verdicts).toEqual([
      { name: 'week', ratio: 1.5, floor: 1.5, passed: true },
      { name: 'weekUncached', ratio: 0.8, floor: 0.3, passed: true },
      { name: 'booking', ratio: 0.28, floor: 0.15, passed: true },
      { name: 'freeSlots', ratio: 2.25, floor: 2, passed: true },
    ]);
  });

  it('fails a comparison whose median round is under its floor, and only that one', () => {
    const verdicts = verdictsOf({ ...healthy, week: [0.9, 12, 0.8] }, floors);
    expect(verdicts.filter((v) => !v.passed)).toEqual([{ name: 'week', ratio: 0.9, floor: 1.5, passed: false }]);
  });

  it('fails a ratio that could not be measured', () => {
    const verdicts = verdictsOf({ ...healthy, weekUncached: [], booking: [Number.POSITIVE_INFINITY] }, floors);
    expect(verdicts.filter((v) => !v.passed).map((v) => v.name)).toEqual(['weekUncached', 'booking']);
  });

  it('gives every floor a reason', () => {
    for (const { floor, why } of Object.values(ratioFloors)) {
      expect(floor).toBeGreaterThan(0);
      expect(why.length).toBeGreaterThan(20);
    }
  });
});
