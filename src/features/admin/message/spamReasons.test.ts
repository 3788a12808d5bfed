import { describe, expect, it } from 'vitest';
import { spamReasons } from './spamReasons';

const none = { spam_reasons: [], signal_honeypot: null, signal_fill_ms: null };

describe('spamReasons', () => {
  it("names each rule in the owner's words, then the fill time", () => {
    expect(
      spamReasons({
        spam_reasons: ['untouched', 'no_signals', 'site_limit'],
        signal_honeypot: null,
        signal_fill_ms: 400,
      }),
    ).toEqual([
      'form never touched',
      "sent without the site's form",
      'held back: a heavy sender while the site was over its hourly limit',
      'sent 0.4 s after opening',
    ]);
  });

  it('quotes what the hidden field held', () => {
    expect(
      spamReasons({ ...none, spam_reasons: ['honeypot'], signal_honeypot: 'http://spam.example' }),
    ).toEqual(['hidden field filled ("http://spam.example")']);
  });

  it('says only that the hidden field was filled when its value is unknown', () => {
    expect(spamReasons({ ...none, spam_reasons: ['honeypot'] })).toEqual(['hidden field filled']);
  });

  it('cuts a long hidden-field value to 60 characters, never inside an emoji', () => {
    const [line] = spamReasons({
      ...none,
      spam_reasons: ['honeypot'],
      signal_honeypot: `${'x'.repeat(58)}😀😀😀`,
    });
    expect(line).toBe(`hidden field filled ("${'x'.repeat(58)}😀…")`);
  });

  it('shows an unknown code as it is', () => {
    expect(spamReasons({ ...none, spam_reasons: ['new_rule'] })).toEqual(['new_rule']);
  });

  it('says when no rule was recorded', () => {
    expect(spamReasons({ ...none, signal_fill_ms: 75_000 })).toEqual([
      'no rule recorded',
      'sent 75 s after opening',
    ]);
  });
});
