/** A run of a chat message: plain text, or a link made from a web address or an email address. */
export type MessageToken =
  | { kind: 'text'; text: string }
  | { kind: 'url'; text: string; href: string }
  | { kind: 'email'; text: string; href: string };

/** An http(s) address up to the next space, quote or angle bracket; or an email address. */
const LINK_PATTERN =
  /\bhttps?:\/\/[^\s<>"'`]+|[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;

/** Characters that end a sentence around an address rather than belong to it. */
const TRAILING_PUNCTUATION = /[.,;:!?*_~]$/;

const CLOSING_TO_OPENING: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{' };

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/**
 * Drops what a sentence put after an address: 'see https://x.dev/a.' links 'https://x.dev/a', and
 * '(https://x.dev)' links 'https://x.dev', while 'https://x.dev/Foo_(bar)' keeps its own bracket.
 */
function trimUrl(url: string): string {
  let end = url;
  for (;;) {
    const last = end.at(-1) ?? '';
    const opening = CLOSING_TO_OPENING[last];
    if (TRAILING_PUNCTUATION.test(last)) end = end.slice(0, -1);
    else if (opening && count(end, last) > count(end, opening)) end = end.slice(0, -1);
    else return end;
  }
}

function isWebAddress(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return (protocol === 'http:' || protocol === 'https:') && hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * Splits a message into text and link runs. Only http(s) addresses and email addresses become
 * links, so a reply can never carry markup or a `javascript:` link: everything else stays text,
 * which React escapes when it renders it.
 */
export function tokenizeMessage(message: string): MessageToken[] {
  const tokens: MessageToken[] = [];
  let text = '';
  let index = 0;

  for (const match of message.matchAll(LINK_PATTERN)) {
    const start = match.index;
    const found = match[0];
    const isUrl = /^https?:/i.test(found);
    const link = isUrl ? trimUrl(found) : found;
    if (isUrl && !isWebAddress(link)) continue;

    text += message.slice(index, start);
    if (text) tokens.push({ kind: 'text', text });
    text = '';
    tokens.push(
      isUrl
        ? { kind: 'url', text: link, href: link }
        : { kind: 'email', text: link, href: `mailto:${link}` },
    );
    index = start + link.length;
  }

  text += message.slice(index);
  if (text) tokens.push({ kind: 'text', text });
  return tokens;
}
