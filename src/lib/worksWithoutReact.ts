/**
 * Marks a control that does its whole work without React: a plain link to a section of the page
 * (the header's), or a control the page operates with a listener of its own (the theme switch:
 * theme/theme.ts; the header's "Get a Quote": lib/quoteRequest.ts). Before its island hydrates,
 * the islands' runtime lets a press of it through instead of holding it for React
 * (src/islands/runtime.ts).
 */
export const WORKS_WITHOUT_REACT = 'data-works-without-react';
