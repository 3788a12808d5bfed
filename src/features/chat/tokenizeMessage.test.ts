import { describe, expect, it } from 'vitest';
import { tokenizeMessage, type MessageToken } from './tokenizeMessage';

const text = (value: string): MessageToken => ({ kind: 'text', text: value });
const url = (value: string): MessageToken => ({ kind: 'url', text: value, href: value });
const email = (value: string): MessageToken => ({
  kind: 'email',
  text: value,
  href: `mailto:${value}`,
});

describe('tokenizeMessage', () => {
  it('keeps a message without addresses as one text run, line breaks included', () => {
    expect(tokenizeMessage('Hello!\nHow can I help?')).toEqual([text('Hello!\nHow can I help?')]);
  });

  it('has no runs for an empty message', () => {
    expect(tokenizeMessage('')).toEqual([]);
  });

  it('links http and https addresses', () => {
    expect(tokenizeMessage('See https://example.com/work?x=1#top and http://a.dev now')).toEqual([
      text('See '),
      url('https://example.com/work?x=1#top'),
      text(' and '),
      url('http://a.dev'),
      text(' now'),
    ]);
  });

  it('links email addresses with mailto:', () => {
    expect(tokenizeMessage('Write to ada@example.org or WhatsApp +33 6 12.')).toEqual([
      text('Write to '),
      email('ada@example.org'),
      text(' or WhatsApp +33 6 12.'),
    ]);
  });

  it('links an address that is the whole message', () => {
    expect(tokenizeMessage('https://example.com')).toEqual([url('https://example.com')]);
    expect(tokenizeMessage('first.last+tag@mail.example.co.uk')).toEqual([
      email('first.last+tag@mail.example.co.uk'),
    ]);
  });

  it.each([
    ['.', 'Visit https://example.com/a.'],
    [',', 'Visit https://example.com/a, then'],
    ['!', 'Visit https://example.com/a!'],
    ['?', 'Visit https://example.com/a?'],
    [':', 'Visit https://example.com/a:'],
    [';', 'Visit https://example.com/a;'],
  ])("leaves a trailing '%s' out of the link", (_mark, message) => {
    const tokens = tokenizeMessage(message);
    expect(tokens[1]).toEqual(url('https://example.com/a'));
    expect(tokens.map((token) => token.text).join('')).toBe(message);
  });

  it('leaves a closing bracket around the address out, but keeps one that belongs to it', () => {
    expect(tokenizeMessage('My site (https://example.com).')).toEqual([
      text('My site ('),
      url('https://example.com'),
      text(').'),
    ]);
    expect(tokenizeMessage('Read https://en.wikipedia.org/wiki/React_(software).')).toEqual([
      text('Read '),
      url('https://en.wikipedia.org/wiki/React_(software)'),
      text('.'),
    ]);
  });

  it('leaves Markdown emphasis around an address out of the link', () => {
    expect(tokenizeMessage('**https://cal.com/example**')).toEqual([
      text('**'),
      url('https://cal.com/example'),
      text('**'),
    ]);
  });

  it('leaves a sentence-ending dot out of an email address', () => {
    expect(tokenizeMessage('Email ada@example.org.')).toEqual([
      text('Email '),
      email('ada@example.org'),
      text('.'),
    ]);
  });

  it('keeps markup as text', () => {
    const markup = '<img src=x onerror=alert(1)> and <script>alert(1)</script>';
    expect(tokenizeMessage(markup)).toEqual([text(markup)]);
  });

  it('stops an address at a quote or an angle bracket', () => {
    expect(tokenizeMessage('<a href="https://evil.example/x">click</a>')).toEqual([
      text('<a href="'),
      url('https://evil.example/x'),
      text('">click</a>'),
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.com/file',
    'www.example.com',
  ])('never makes a link of %s', (message) => {
    expect(tokenizeMessage(message)).toEqual([text(message)]);
  });

  it('does not link a scheme without a host', () => {
    expect(tokenizeMessage('https://.')).toEqual([text('https://.')]);
  });
});
