import dayjs from 'dayjs';

export type Age = { value: number; unit: 'years' | 'months' | 'days' };

/** Spec 2 section 2.1: age in years, else months, else days. Birthday is DD/MM/YYYY. */
export function ageOf(birthday: string | null, today: Date = new Date()): Age | null {
  if (!birthday) return null;
  const born = dayjs(birthday.split('/').reverse().join('-'));
  if (!born.isValid()) return null;
  const now = dayjs(today);
  const years = now.diff(born, 'year');
  if (years > 0) return { value: years, unit: 'years' };
  const months = now.diff(born, 'month');
  if (months > 0) return { value: months, unit: 'months' };
  return { value: Math.max(0, now.diff(born, 'day')), unit: 'days' };
}
