/**
 * Text going into hand-written markup: the page's head at build time (src/seo), the owner's emails
 * (supabase/functions/notify-owner), the local mailbox's page and the drawn SVG assets (Node).
 */

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe both as element text and inside a double- or single-quoted attribute value (HTML, XML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? character);
}
