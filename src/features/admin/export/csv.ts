import { adminTexts } from '../../../content/admin';
import { BRIEF_NAMES } from '../../../shared/briefNames';
import type { ContactMessage } from '../api/types';
import { withoutReordering } from '../../../shared/visitorText';

/**
 * The inbox as CSV that spreadsheets open correctly and safely: UTF-8 with a byte-order mark (so
 * Excel reads accents and Arabic right), CRLF line ends, every cell quoted where needed, and
 * every formula a spreadsheet could find in a cell turned into text with an apostrophe, so a
 * visitor's "=HYPERLINK(...)" stays text (see neutraliseFormulas).
 */

export const CSV_BOM = '\ufeff';

/** The column headings, in the order csvLines writes the cells. */
export function csvHeader(): string[] {
  const columns = adminTexts.csv.columns;
  return [
    columns.received,
    columns.name,
    columns.email,
    columns.subject,
    columns.message,
    columns.folder,
    columns.read,
    columns.language,
    columns.source,
    columns.service,
    columns.budget,
    columns.timeline,
    columns.summary,
    columns.stage,
    columns.stageChangedAt,
    columns.answeredAt,
    columns.dealValue,
    columns.dealCurrency,
    columns.lostReason,
    columns.stageNote,
  ];
}

/**
 * A formula character (=, +, -, @) where a spreadsheet may start a cell: at the start, after a
 * line break, or after a separator some locale splits on instead of the comma (`;` in French
 * Excel, tab, `|`), with spaces allowed between. Tab, CR and LF are boundaries themselves, so
 * "a;\t=x" is caught at the tab. Only the `=` in "a; =x" is touched; "5-10k" and "a@b.c" are not.
 */
const FORMULA_START = /(^|[,;|\t\r\n])([^\S\t\r\n]*)(?=[=+\-@])/g;

/**
 * Each formula start gets an apostrophe right before its character, so the cell stays text
 * whether or not the spreadsheet trims the spaces before it. A cell that starts with a tab or a
 * carriage return is prefixed as a whole too: some spreadsheets skip them and read what follows.
 */
function neutraliseFormulas(value: string): string {
  const safe = value.replace(FORMULA_START, "$1$2'");
  return /^[\t\r]/.test(safe) ? `'${safe}` : safe;
}

/** One cell: a visitor's text without the characters that reorder it, formulas made text. */
export function csvCell(value: string): string {
  const safe = neutraliseFormulas(withoutReordering(value));
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The owner's word for a stored value; one it does not know as stored; none as an empty cell. */
function named(names: Readonly<Record<string, string>>, value: string | null | undefined): string {
  if (!value) return '';
  return Object.hasOwn(names, value) ? names[value]! : value;
}

/**
 * One line per message, in the order given. The source and the brief are written in the owner's
 * words ('Chat', 'Mobile app', '5-10k'), as the inbox shows them, and so are the stage and why a
 * lead was lost ('Won', 'Too expensive'); a field the visitor did not choose, or the owner did not
 * set, is an empty cell. A deal's value is a plain number ('4800.5'), its currency a code.
 */
export function csvLines(messages: ContactMessage[]): string {
  const { yes, no, sources } = adminTexts.csv;
  const { stages } = adminTexts;
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
        named(sources, message.source),
        named(BRIEF_NAMES.service, message.brief_service),
        named(BRIEF_NAMES.budget, message.brief_budget),
        named(BRIEF_NAMES.timeline, message.brief_timeline),
        message.chat_summary ?? '',
        named(stages.names, message.stage),
        message.stage_changed_at ?? '',
        message.answered_at ?? '',
        typeof message.deal_value === 'number' ? String(message.deal_value) : '',
        message.deal_currency ?? '',
        named(stages.lostReasons, message.lost_reason),
        message.stage_note ?? '',
      ]),
    )
    .join('');
}
