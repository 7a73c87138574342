import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { ageFromBirthday, birthdayFromAge, displayBirthday, syncAgeAndBirthday } from './birthday';

const today = dayjs('2026-11-22');

describe('age and birthday kept in step', () => {
  it('an age sets the birthday to 1 January of that many years back', () => {
    expect(birthdayFromAge(34, today)).toBe('01/01/1992');
    expect(birthdayFromAge(0, today)).toBe('01/01/2026');
    expect(birthdayFromAge(null, today)).toBeNull();
  });

  it('a birthday gives the age in full years', () => {
    expect(ageFromBirthday('12/03/1990', today)).toBe(36);
    expect(ageFromBirthday('23/11/1990', today)).toBe(35);
    expect(ageFromBirthday('22/11/1990', today)).toBe(36);
  });

  it('a birthday that is no date gives no age (MM/DD/YYYY is read when it is the only reading)', () => {
    expect(ageFromBirthday('31/02/1990', today)).toBeNull();
    expect(ageFromBirthday('12/0', today)).toBeNull();
    expect(ageFromBirthday('12/25/1990', today)).toBe(35);
  });

  it('syncs whichever field changed, and leaves the other alone while the input is incomplete', () => {
    expect(syncAgeAndBirthday({ age: 40 }, today)).toEqual({ birthday: '01/01/1986' });
    expect(syncAgeAndBirthday({ birthday: '05/01/1995' }, today)).toEqual({ age: 31 });
    expect(syncAgeAndBirthday({ birthday: '05/01/19' }, today)).toEqual({});
    expect(syncAgeAndBirthday({ age: null }, today)).toEqual({});
    expect(syncAgeAndBirthday({}, today)).toEqual({});
  });

  it('shows a stored ISO birthday as DD/MM/YYYY', () => {
    expect(displayBirthday('1988-04-12')).toBe('12/04/1988');
    expect(displayBirthday(null)).toBe('');
  });
});
