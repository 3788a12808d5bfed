import { authError } from '../http';

/** A request body that must be a JSON object; anything else is GoTrue's 400 `bad_json`. */
export function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw authError(400, 'bad_json', 'Could not parse request body as JSON');
}

/** A string field of a body; '' when absent or not a string. */
export function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}
