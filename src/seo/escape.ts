// Content goes into hand-built HTML at build time, so every value is escaped on the way in:
// escapeHtml (src/shared/html.ts) for the head, escapeXml for the sitemap, jsonForScript here.
import { escapeHtml } from '../shared/html.ts';

/** Safe as XML text or attribute value (the sitemap). */
export const escapeXml = escapeHtml;

/**
 * JSON for a `<script type="application/ld+json">` body. `<`, `>` and `&` become `\u003c`,
 * `\u003e` and `\u0026`, so no value can close the script (`</script>`) or open a comment, and
 * U+2028/U+2029 are escaped for old parsers. The result is still plain JSON with the same values.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
