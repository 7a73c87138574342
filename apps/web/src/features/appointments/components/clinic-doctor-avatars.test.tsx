import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ClinicDoctor } from '@tabib/contracts/user';
import { changeLocale } from '../../../lib/i18n';
import { calendarStore } from '../stores/calendar-store';
import { ClinicDoctorAvatars } from './clinic-doctor-avatars';

afterEach(() => {
  cleanup();
  calendarStore.reset();
});

const cardiology = { _id: 's1', title: { fr: 'Cardiologie', en: 'Cardiology', ar: 'طب القلب' } };
const names = ['Bouzid', 'Saadi', 'Ferhat', 'Haddad', 'Mansouri', 'Benali', 'Kaci'];
const doctors: ClinicDoctor[] = names.map((lastName, index) => ({
  _id: `d${index + 1}`,
  title: 'Dr',
  firstName: 'Nadia',
  lastName,
  picture: null,
  specialities: index === 0 ? [cardiology] : [],
  work_status: index === 1 ? 'work' : 'off',
}));

const spoken = (element: Element | undefined | null) => element?.querySelector('.tabib-visually-hidden')?.textContent;
const headerButton = (id: string) =>
  screen.getAllByTestId('header-clinic-doctor').find((button) => button.getAttribute('data-doctor-id') === id)!;
const drawn = () => screen.queryAllByTestId('header-clinic-doctor').map((button) => button.getAttribute('data-doctor-id'));

describe('the clinic doctors in the header', { timeout: 20_000 }, () => {
  it('draws the first ones that fit the 220 px slot and counts the others', async () => {
    await act(() => changeLocale('fr'));
    render(<ClinicDoctorAvatars doctors={doctors} />);
    expect(drawn()).toEqual(['d1', 'd2', 'd3', 'd4', 'd5']);
    const more = screen.getByTestId('header-more-doctors-count');
    expect(more.querySelector('bdi')!.textContent).toBe('+2');
    expect(screen.getByRole('button', { name: '2 autres praticiens' })).toBe(more);
    expect(screen.getByRole('group', { name: 'Praticiens de la clinique' })).toBeTruthy();
  });

  it('names each doctor with their online state; the first doctor is preselected', async () => {
    await act(() => changeLocale('fr'));
    render(<ClinicDoctorAvatars doctors={doctors.slice(0, 3)} />);
    await waitFor(() => expect(calendarStore.get().clinicDoctorId).toBe('d1'));
    expect(screen.queryByTestId('header-more-doctors-count')).toBeNull();
    const [first, second] = screen.getAllByTestId('header-clinic-doctor');
    expect(screen.getByRole('button', { name: 'Dr Nadia Bouzid, hors ligne' })).toBe(first);
    expect(first!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Dr Nadia Saadi, en ligne' })).toBe(second);
    expect(second!.querySelector('[data-online]')!.getAttribute('data-online')).toBe('true');
    expect(first!.querySelector('[data-online]')!.getAttribute('data-online')).toBe('false');
  });

  it('picks the doctor the calendar acts for, clearing a speciality filter that hides them', async () => {
    await act(() => changeLocale('fr'));
    act(() => calendarStore.set({ clinicDoctorId: 'd1', speciality: 's1' }));
    render(<ClinicDoctorAvatars doctors={doctors} />);
    fireEvent.click(headerButton('d2'));
    expect(calendarStore.get()).toMatchObject({ clinicDoctorId: 'd2', speciality: null });
    fireEvent.click(headerButton('d1'));
    expect(calendarStore.get().clinicDoctorId).toBe('d1');
  });

  it('opens the others from the count; the one picked there stays beside the count', async () => {
    await act(() => changeLocale('fr'));
    act(() => calendarStore.set({ clinicDoctorId: 'd1' }));
    render(<ClinicDoctorAvatars doctors={doctors} />);
    fireEvent.click(screen.getByTestId('header-more-doctors-count'));
    const hidden = await screen.findAllByTestId('header-more-doctor');
    expect(hidden.map((button) => button.getAttribute('data-doctor-id'))).toEqual(['d6', 'd7']);
    fireEvent.click(hidden[1]!);
    expect(calendarStore.get().clinicDoctorId).toBe('d7');
    // d7 is kept in sight, adjacent to the count, and d1 (picked before) is still among the first.
    expect(drawn()).toEqual(['d1', 'd2', 'd3', 'd4', 'd7']);
    expect(headerButton('d7').getAttribute('data-adjacent')).toBe('true');
    expect(headerButton('d7').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('header-more-doctors-count').querySelector('bdi')!.textContent).toBe('+2');
  });

  it('speaks Arabic', async () => {
    await act(() => changeLocale('ar'));
    render(<ClinicDoctorAvatars doctors={doctors} />);
    expect(screen.getByRole('group', { name: 'أطباء العيادة' })).toBeTruthy();
    expect(spoken(headerButton('d2'))).toBe('د. Nadia Saadi، متصل');
    await act(() => changeLocale('fr'));
  });
});
