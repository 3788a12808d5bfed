/**
 * Marks the wordmark (the owner's name, the header's link home): on a page whose headings are in
 * another script, the build sets it in a face of the name's own letters (src/seo/pageFonts.ts).
 */
export const WORDMARK_ATTRIBUTE = 'data-wordmark';
