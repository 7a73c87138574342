import dayjs, { type Dayjs } from 'dayjs';
import { parseBirthday } from '@tabib/contracts/patients';

/** Full years from a DD/MM/YYYY birthday to `today`; null while the birthday is not a date. */
export function ageFromBirthday(birthday: string, today: Dayjs = dayjs()): number | null {
  const iso = parseBirthday(birthday);
  if (!iso) return null;
  const age = today.startOf('day').diff(dayjs(iso), 'year');
  return age >= 0 ? age : null;
}

/** Spec 1 section 5: an age sets the birthday to 1 January of the year that many years back. */
export function birthdayFromAge(age: number | null | undefined, today: Dayjs = dayjs()): string | null {
  if (age === null || age === undefined || !Number.isInteger(age) || age < 0) return null;
  return `01/01/${today.year() - age}`;
}

/** A stored birthday (YYYY-MM-DD, or already DD/MM/YYYY) as the form shows it. */
export function displayBirthday(stored: string | null | undefined): string {
  if (!stored) return '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(stored);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : stored;
}

/** Spec 1 section 5: the age follows the birthday, and the birthday follows the age. */
export function syncAgeAndBirthday(
  changed: { birthday?: string; age?: number | null },
  today: Dayjs = dayjs(),
): { birthday?: string; age?: number | null } {
  if ('birthday' in changed && changed.birthday !== undefined) {
    const age = ageFromBirthday(changed.birthday, today);
    return age === null ? {} : { age };
  }
  if ('age' in changed) {
    const birthday = birthdayFromAge(changed.age, today);
    return birthday === null ? {} : { birthday };
  }
  return {};
}
