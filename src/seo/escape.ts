// Content goes into hand-built HTML at build time, so every value is escaped on the way in.

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe both as element text and inside a double- or single-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}

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
