import { describe, expect, it } from 'vitest';
import { noticeLabelOf } from './notice-trace';

describe("a notice's label in the trace", () => {
  it('names a reminder by its kind of reminder, and falls back to the kind for a name it does not know', () => {
    expect(noticeLabelOf({ display: 'reminder:day-before', kind: 'reminder' })).toBe('reminderDayBefore');
    expect(noticeLabelOf({ display: 'reminder:next-week', kind: 'reminder' })).toBe('reminder');
    expect(noticeLabelOf({ display: 'moved', kind: 'moved' })).toBe('moved');
  });

  it("names the doctor's call-now notice", () => {
    expect(noticeLabelOf({ display: 'call_now', kind: 'call_now' })).toBe('callNow');
  });
});
