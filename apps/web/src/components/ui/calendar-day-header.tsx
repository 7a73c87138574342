/**
 * A day header of react-big-calendar. Its own is a `columnheader` inside a button with no row
 * around it (axe aria-required-parent); plain text, the cell and its button say the rest.
 */
export function CalendarDayHeader({ label }: { label: string }) {
  return <span>{label}</span>;
}

/** The `components` entries that put it in every view. */
export const calendarDayHeaders = {
  day: { header: CalendarDayHeader },
  week: { header: CalendarDayHeader },
  month: { header: CalendarDayHeader },
};
