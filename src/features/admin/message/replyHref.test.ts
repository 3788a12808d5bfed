import { describe, expect, it } from 'vitest';
import { REPLY_HREF_MAX_LENGTH, replyHref } from './replyHref';

const message = {
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  subject: 'A new website',
  message: 'Hello!\nLine two.',
  created_at: '2026-11-22T10:15:00Z',
};

/** The link's recipient and its decoded headers, read back as a mail program would. */
function parse(href: string) {
  expect(href.startsWith('mailto:')).toBe(true);
  const [to = '', query = ''] = href.slice('mailto:'.length).split('?');
  const headers: { subject?: string; body?: string; [name: string]: string | undefined } = {};
  for (const pair of query.split('&')) {
    const [name = '', value = ''] = pair.split('=');
    headers[name] = decodeURIComponent(value);
  }
  return { to: decodeURIComponent(to), query, headers, body: headers.body ?? '' };
}

describe('replyHref', () => {
  it('answers the sender with Re: and the message quoted under who wrote it when', () => {
    const href = replyHref(message, 'UTC');
    expect(href).toBe(
      'mailto:ada@example.com?subject=Re%3A%20A%20new%20website&body=%0D%0A%0D%0AOn%20Nov%2022%2C%202026%2C%2010%3A15%20AM%2C%20Ada%20Lovelace%20wrote%3A%0D%0A%3E%20Hello!%0D%0A%3E%20Line%20two.',
    );
    expect(parse(href).headers).toEqual({
      subject: 'Re: A new website',
      body: '\r\n\r\nOn Nov 22, 2026, 10:15 AM, Ada Lovelace wrote:\r\n> Hello!\r\n> Line two.',
    });
  });

  it("says 'Re: your message' when there was no subject", () => {
    expect(parse(replyHref({ ...message, subject: '' })).headers.subject).toBe('Re: your message');
  });

  it("does not write 'Re:' twice", () => {
    expect(parse(replyHref({ ...message, subject: 'RE: quote' })).headers.subject).toBe(
      'RE: quote',
    );
  });

  it.each([
    ['a query that adds a blind copy', 'you@example.com?bcc=evil@example.net'],
    ['a second recipient', 'you,evil@example.net'],
    ['a prefilled body', 'you@example.com&body=Send%20money'],
    ['a fragment', 'you@example.com#x'],
    ['a copy and a body', 'a@x.co?cc=v%40y.org&body=Pay%20now'],
  ])('encodes %s in the address, so the reply goes to one address only', (_label, email) => {
    const href = replyHref({ ...message, email });
    const to = href.slice('mailto:'.length, href.indexOf('?'));
    expect(to).not.toMatch(/[?&,#=]/);
    expect(to.split('@')).toHaveLength(2);
    const parsed = parse(href);
    expect(parsed.to).toBe(email);
    expect(Object.keys(parsed.headers)).toEqual(['subject', 'body']);
  });

  it('keeps &, ?, #, = and line breaks in the subject and message as text', () => {
    const hostile = {
      ...message,
      subject: 'Q&A? #1 =x\r\nBcc: evil@example.net',
      message: 'a&cc=evil@example.net?x#y\r\nsecond\rthird\n\nfifth',
      name: 'Eve\n&bcc=x',
    };
    const parsed = parse(replyHref(hostile, 'UTC'));
    expect(parsed.query).not.toMatch(/[#\r\n]/);
    expect(Object.keys(parsed.headers)).toEqual(['subject', 'body']);
    // A subject is one line: its line break cannot start a header of its own.
    expect(parsed.headers.subject).toBe('Re: Q&A? #1 =x Bcc: evil@example.net');
    expect(parsed.headers.body).toBe(
      [
        '',
        '',
        'On Nov 22, 2026, 10:15 AM, Eve &bcc=x wrote:',
        '> a&cc=evil@example.net?x#y',
        '> second',
        '> third',
        '> ',
        '> fifth',
      ].join('\r\n'),
    );
  });

  it('encodes non-ASCII text as UTF-8', () => {
    const href = replyHref(
      {
        ...message,
        name: 'مريم',
        subject: 'Café ☕',
        message: 'مرحبا 😀',
        email: 'zoë@exämple.com',
      },
      'UTC',
    );
    expect(href).toMatch(/^[\x21-\x7e]+$/);
    expect(href).toContain('subject=Re%3A%20Caf%C3%A9%20%E2%98%95');
    expect(href).toContain('%F0%9F%98%80');
    const parsed = parse(href);
    expect(parsed.to).toBe('zoë@exämple.com');
    expect(parsed.headers.subject).toBe('Re: Café ☕');
    expect(parsed.headers.body).toBe(
      '\r\n\r\nOn Nov 22, 2026, 10:15 AM, مريم wrote:\r\n> مرحبا 😀',
    );
  });

  it('cuts a very long message to keep the link short, marking the cut with […]', () => {
    const long = { ...message, message: `${'Lorem ipsum dolor sit amet. '.repeat(170)}THE END` };
    const href = replyHref(long, 'UTC');
    expect(href.length).toBeLessThanOrEqual(REPLY_HREF_MAX_LENGTH);
    expect(href.length).toBeGreaterThan(REPLY_HREF_MAX_LENGTH - 40);
    const { body } = parse(href);
    expect(
      body.startsWith('\r\n\r\nOn Nov 22, 2026, 10:15 AM, Ada Lovelace wrote:\r\n> Lorem'),
    ).toBe(true);
    expect(body).toMatch(/\S \[…\]$/);
    expect(body).not.toContain('THE END');
  });

  it('never cuts inside an emoji, and quotes the lines kept', () => {
    const long = { ...message, message: '😀\n'.repeat(400) };
    const { body } = parse(replyHref(long));
    expect(body.endsWith('[…]')).toBe(true);
    const quoted = body.split('\r\n').slice(3);
    expect(quoted.slice(0, -1).every((line) => line === '> 😀')).toBe(true);
    expect(quoted.at(-1)).toMatch(/^> (😀 )?\[…\]$/);
  });

  it('leaves a message that fits as it is', () => {
    const fits = { ...message, message: 'x'.repeat(1500) };
    const { body } = parse(replyHref(fits));
    expect(body.endsWith(`> ${'x'.repeat(1500)}`)).toBe(true);
  });

  it('also cuts a subject and a name that are long in encoded characters', () => {
    const wide = {
      ...message,
      subject: '😀'.repeat(200),
      name: '😀'.repeat(100),
      message: 'Hi',
    };
    const href = replyHref(wide, 'UTC');
    expect(href.length).toBeLessThanOrEqual(REPLY_HREF_MAX_LENGTH);
    const { headers } = parse(href);
    expect(headers.subject).toMatch(/^Re: (😀)+…$/);
    expect(headers.body).toContain('\r\n> […]');
    expect(headers.body).toMatch(/On Nov 22, 2026, 10:15 AM, (😀)*…? wrote:/);
  });
});

describe('replyHref for a message from the chat', () => {
  const chat = {
    ...message,
    subject: '',
    message: 'Can you start in March?',
    source: 'chat' as const,
    chat_summary: 'Wants a booking app for a bakery.\nBudget 5-10k, launch in spring.',
  };

  it('takes the summary as the subject and quotes it, not the visitor’s last line', () => {
    const { headers } = parse(replyHref(chat, 'UTC'));
    expect(headers.subject).toBe(
      'Re: Wants a booking app for a bakery. Budget 5-10k, launch in sp…',
    );
    expect(headers.body).toBe(
      [
        '',
        '',
        'On Nov 22, 2026, 10:15 AM, Ada Lovelace wrote in the chat (summary):',
        '> Wants a booking app for a bakery.',
        '> Budget 5-10k, launch in spring.',
      ].join('\r\n'),
    );
  });

  it('keeps a short summary whole in the subject', () => {
    const { headers } = parse(replyHref({ ...chat, chat_summary: 'A chatbot for a clinic' }));
    expect(headers.subject).toBe('Re: A chatbot for a clinic');
    expect(headers.body).toMatch(/\r\n> A chatbot for a clinic$/);
  });

  it('quotes the message of a form’s message, whatever summary it carries', () => {
    const { headers } = parse(replyHref({ ...chat, source: 'form', subject: 'Hi' }, 'UTC'));
    expect(headers.subject).toBe('Re: Hi');
    expect(headers.body).toMatch(/wrote:\r\n> Can you start in March\?$/);
  });

  it('stays within the longest link, cutting a long summary’s quote', () => {
    // 480 Arabic characters: each is six characters once percent-encoded.
    const long = { ...chat, chat_summary: 'مرحبا '.repeat(80).trim() };
    const href = replyHref(long, 'UTC');
    expect(href.length).toBeLessThanOrEqual(REPLY_HREF_MAX_LENGTH);
    const { headers } = parse(href);
    expect(Object.keys(headers)).toEqual(['subject', 'body']);
    expect(headers.subject).toMatch(/^Re: (مرحبا ){9}مرحبا…$/);
    expect(headers.body).toMatch(/\r\n> مرحبا .+ \[…\]$/);
  });
});
