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

/** Algerian numbers show as the national number grouped 3-3-4: +213661234501 is 066 123 4501. */
export function formatPhone(phone: string | null): string {
  if (!phone) return '-';
  if (!phone.startsWith('+213')) return phone;
  const national = `0${phone.slice(4)}`;
  return national.length === 10 ? `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}` : national;
}
