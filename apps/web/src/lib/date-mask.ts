/** The 99/99/9999 (DD/MM/YYYY) input mask: digits only, slashes put in as they are typed. */
export function maskDate(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('/');
}
