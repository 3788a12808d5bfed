import { adminTexts } from '../../content/admin';
import type { ContactMessage } from './api/types';

/**
 * The inbox as CSV that spreadsheets open correctly and safely: UTF-8 with a byte-order mark (so
 * Excel reads accents and Arabic right), CRLF line ends, every cell quoted where needed, and a
 * cell that a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage
 * return) prefixed with an apostrophe, so a visitor's "=HYPERLINK(...)" stays text.
 */

export const CSV_BOM = '\ufeff';

/** The column headings, in the order csvLines writes the cells. */
export function csvHeader(): string[] {
  const { received, name, email, subject, message, folder, read, language } =
    adminTexts.csv.columns;
  return [received, name, email, subject, message, folder, read, language];
}

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** One line per message, in the order given. */
export function csvLines(messages: ContactMessage[]): string {
  const { yes, no } = adminTexts.csv;
  return messages
    .map((message) =>
      csvLine([
        message.created_at,
        message.name,
        message.email,
        message.subject,
        message.message,
        message.status,
        message.read ? yes : no,
        message.language ?? '',
      ]),
    )
    .join('');
}
