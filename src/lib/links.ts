/** Attributes for a link that opens another site in a new tab without handing it our window. */
export const externalLinkProps = {
  target: '_blank',
  rel: 'noopener noreferrer',
} as const;
