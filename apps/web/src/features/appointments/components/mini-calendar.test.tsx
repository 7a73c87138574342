import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n';
import { limitedDoctor, profileOf } from '../../../test/profile-factory';
import { calendarStore } from '../stores/calendar-store';
import { MiniCalendar } from './mini-calendar';

afterEach(cleanup);

const dayButton = (day: string) => document.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)!;
const pickedDays = () => [...document.querySelectorAll('[aria-pressed="true"]')].map((button) => button.getAttribute('data-day'));
const monthShown = () => screen.getByTestId('mini-calendar-month').textContent;
const columnHeads = () =>
  within(screen.getByRole('grid'))
    .getAllByRole('columnheader')
    .map((head) => head.textContent);

describe('the mini calendar', () => {
  it('in French: a picked day moves the big calendar; the arrows browse the months', { timeout: 20_000 }, async () => {
    await act(() => changeLocale('fr'));
    act(() => calendarStore.set({ date: '2031-03-12' }));
    render(<MiniCalendar profile={profileOf('doctor')} />);
    expect(monthShown()).toBe('mars 2031');
    expect(columnHeads()).toEqual(['di', 'lu', 'ma', 'me', 'je', 've', 'sa']);
    // Six weeks from the Sunday before the 1st; days of other months are shown apart.
    expect(dayButton('2031-02-23').classList).toContain('tabib-mini-calendar-other-month');
    expect(dayButton('2031-04-05').classList).toContain('tabib-mini-calendar-other-month');
    expect(pickedDays()).toEqual(['2031-03-12']);

    fireEvent.click(dayButton('2031-03-20'));
    expect(calendarStore.get().date).toBe('2031-03-20');
    expect(pickedDays()).toEqual(['2031-03-20']);

    fireEvent.click(screen.getByTestId('mini-calendar-next'));
    expect(monthShown()).toBe('avril 2031');
    expect(calendarStore.get().date).toBe('2031-03-20');
    fireEvent.click(dayButton('2031-04-02'));
    expect(calendarStore.get().date).toBe('2031-04-02');
    fireEvent.click(screen.getByTestId('mini-calendar-prev'));
    fireEvent.click(screen.getByTestId('mini-calendar-prev'));
    expect(monthShown()).toBe('février 2031');
  });

  it('is one tab stop whose arrows move by day and week, across months; Enter picks', { timeout: 20_000 }, async () => {
    await act(() => changeLocale('fr'));
    act(() => calendarStore.set({ date: '2031-03-30' }));
    render(<MiniCalendar profile={profileOf('doctor')} />);
    const tabStops = document.querySelectorAll('[data-day][tabindex="0"]');
    expect([...tabStops].map((button) => button.getAttribute('data-day'))).toEqual(['2031-03-30']);

    act(() => dayButton('2031-03-30').focus());
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(monthShown()).toBe('avril 2031');
    expect(document.activeElement).toBe(dayButton('2031-04-06'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(dayButton('2031-04-07'));
    // A button: the browser turns Enter into a click.
    fireEvent.click(document.activeElement!);
    expect(calendarStore.get().date).toBe('2031-04-07');
  });

  it('in Arabic: one letter per day, Sunday first, and the arrows follow the mirrored grid', { timeout: 20_000 }, async () => {
    await act(() => changeLocale('ar'));
    act(() => calendarStore.set({ date: '2031-03-12' }));
    render(<MiniCalendar profile={profileOf('doctor')} />);
    expect(columnHeads()).toEqual(['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س']);
    expect(monthShown()).toBe('مارس 2031');
    act(() => dayButton('2031-03-12').focus());
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(dayButton('2031-03-13'));

    fireEvent.click(screen.getByTestId('mini-calendar-next'));
    expect(monthShown()).toBe('أفريل 2031');
    fireEvent.click(dayButton('2031-04-15'));
    expect(calendarStore.get().date).toBe('2031-04-15');
  });
});

describe('the DOC-DEA mini calendar', () => {
  it("shows the main calendar's date and month, and a click does not move it away", { timeout: 20_000 }, async () => {
    await act(() => changeLocale('en'));
    act(() => calendarStore.set({ date: '2031-03-12' }));
    render(<MiniCalendar profile={limitedDoctor} />);
    expect(pickedDays()).toEqual(['2031-03-12']);

    fireEvent.click(dayButton('2031-03-20'));
    expect(pickedDays()).toEqual(['2031-03-12']);
    fireEvent.click(screen.getByTestId('mini-calendar-next'));
    expect(monthShown()).toBe('March 2031');

    act(() => calendarStore.set({ date: '2031-05-07' }));
    expect(monthShown()).toBe('May 2031');
    expect(pickedDays()).toEqual(['2031-05-07']);
  });
});
