/**
 * What a visitor writes, as the owner is shown it (the inbox, the owner's emails, the CSV, the
 * Insights). Unicode's bidi embeddings, overrides and isolates (U+202A to U+202E, U+2066 to
 * U+2069) reorder the characters after them: "Invoice \u202Efdp.exe" shows as "Invoice exe.pdf".
 * In a visitor's text they can only make it show other than it reads, so the owner's views leave
 * them out. The marks that steer one character (U+200E, U+200F, U+061C) and the joiners (emoji
 * sequences, Persian words) stay: right-to-left writing needs them, and they reorder nothing.
 */
const REORDERING = /[\u202A-\u202E\u2066-\u2069]/g;

/** `text` without the characters that reorder the text after them. */
export function withoutReordering(text: string): string {
  return text.replace(REORDERING, '');
}
