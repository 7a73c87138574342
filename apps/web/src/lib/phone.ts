/** Algerian numbers show as the national number grouped 3-3-4: +213661234501 is 066 123 4501. */
export function formatPhone(phone: string | null): string {
  if (!phone) return '-';
  if (!phone.startsWith('+213')) return phone;
  const national = `0${phone.slice(4)}`;
  return national.length === 10 ? `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}` : national;
}
