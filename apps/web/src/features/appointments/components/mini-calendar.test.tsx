import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n';
import { limitedDoctor } from '../../../test/profile-factory';
import { calendarStore } from '../stores/calendar-store';
import { MiniCalendar } from './mini-calendar';

beforeAll(async () => {
  await changeLocale('en');
});

const selectedDay = () => document.querySelector('.ant-picker-cell-selected')?.getAttribute('title');

describe('the DOC-DEA mini calendar', () => {
  it("shows the main calendar's date and month, and a click does not move it away", { timeout: 20_000 }, () => {
    act(() => calendarStore.set({ date: '2031-03-12' }));
    render(<MiniCalendar profile={limitedDoctor} />);
    expect(selectedDay()).toBe('2031-03-12');

    fireEvent.click(screen.getByTitle('2031-03-20'));
    expect(selectedDay()).toBe('2031-03-12');
    fireEvent.click(screen.getByTestId('mini-calendar-next'));
    expect(screen.getByTestId('mini-calendar-month').textContent).toBe('March 2031');

    act(() => calendarStore.set({ date: '2031-05-07' }));
    expect(screen.getByTestId('mini-calendar-month').textContent).toBe('May 2031');
    expect(selectedDay()).toBe('2031-05-07');
  });
});
