const formatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A message's date for people, e.g. 'Nov 22, 2026, 10:15 AM', in the reader's time zone (or the
 * one given, for tests). A value that is not a date is shown as it came.
 */
export function formatMessageDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = timeZone
    ? new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone })
    : formatter;
  return format.format(date);
}
