/**
 * A panel's numbers as the database sent them, a line each, for when the panel could not show
 * them as usual: a list's rows with their values joined by ' · ' ('en-a · 3'), an object's fields
 * as 'name · value'. Plain text from anything JSON can hold; nothing is named, formatted or
 * looked up, so nothing here can fail on a value.
 */
export function storedLines(stored: unknown): string[] {
  if (Array.isArray(stored)) return stored.map(line);
  if (isObject(stored)) return Object.entries(stored).map(([key, value]) => line([key, value]));
  return stored === undefined ? [] : [text(stored)];
}

const SEPARATOR = ' · ';

function line(row: unknown): string {
  if (Array.isArray(row)) return row.map(text).join(SEPARATOR);
  if (isObject(row)) return Object.values(row).map(text).join(SEPARATOR);
  return text(row);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** One value as text; a nested object or list as its JSON. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isObject(value)) return JSON.stringify(value);
  return String(value);
}
