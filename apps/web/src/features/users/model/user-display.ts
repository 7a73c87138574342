import dayjs from 'dayjs';

const capitalised = (word: string) => (word ? `${word.charAt(0).toLocaleUpperCase()}${word.slice(1).toLocaleLowerCase()}` : word);

/** Spec 3, users table: the last name upper-case, the first name capitalised (each part of a compound one too). */
export function fullNameOf(user: { firstName: string; lastName: string }): string {
  const firstName = user.firstName
    .trim()
    .split(/([\s-]+)/)
    .map(capitalised)
    .join('');
  return `${user.lastName.trim().toLocaleUpperCase()} ${firstName}`.trim();
}

/** DD/MM/YYYY HH:mm on this device's clock, or null when the user never signed in (the table shows a dot). */
export function lastConnectionOf(lastLoginAt: string | null): string | null {
  return lastLoginAt ? dayjs(lastLoginAt).format('DD/MM/YYYY HH:mm') : null;
}
