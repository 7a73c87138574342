/** A practice day YYYY-MM-DD shown DD/MM/YYYY. */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

const two = (value: number) => String(value).padStart(2, '0');

/** An instant shown DD/MM/YYYY in the reader's time. */
export function instantDayText(iso: string): string {
  const at = new Date(iso);
  return `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()}`;
}

/** An instant shown DD/MM/YYYY HH:mm in the reader's time. */
export function instantText(iso: string): string {
  const at = new Date(iso);
  return `${instantDayText(iso)} ${two(at.getHours())}:${two(at.getMinutes())}`;
}
