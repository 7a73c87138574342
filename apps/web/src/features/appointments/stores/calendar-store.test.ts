import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenQueries } from '../../../lib/screen-size';
import { calendarStore } from './calendar-store';

function screenMatching(query: string | null) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media: string) =>
      ({
        matches: media === query,
        media,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('calendarStore', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    calendarStore.reset();
  });

  it('opens on the week on a wider screen', () => {
    screenMatching(null);
    calendarStore.reset();
    expect(calendarStore.get().view).toBe('week');
  });

  it('opens on the day on a phone', () => {
    screenMatching(screenQueries.phone);
    calendarStore.reset();
    expect(calendarStore.get().view).toBe('day');
  });
});
