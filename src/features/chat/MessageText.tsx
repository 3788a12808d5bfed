import { tokenizeMessage } from './tokenizeMessage';

interface MessageTextProps {
  text: string;
  /** Classes for the links, so they read well on either bubble. */
  linkClassName: string;
}

/**
 * A chat message as plain text with its line breaks (the parent sets `whitespace-pre-line`) and
 * its web and email addresses as links. Never parsed as HTML: a reply cannot inject markup.
 */
export function MessageText({ text, linkClassName }: MessageTextProps) {
  return tokenizeMessage(text).map((token, index) => {
    if (token.kind === 'text') return token.text;
    const external = token.kind === 'url';
    return (
      <a
        // The tokens of a message never change order, so their position is a stable key.
        key={index}
        href={token.href}
        // Addresses, numbers and links read left to right inside Arabic replies too.
        dir="ltr"
        className={linkClassName}
        {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {token.text}
      </a>
    );
  });
}
