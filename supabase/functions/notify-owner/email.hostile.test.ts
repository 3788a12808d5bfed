// @vitest-environment node
/**
 * The owner's emails built from whatever a visitor got stored (generated hostile values, see
 * ../_test/hostile.ts): building never throws, no value adds a header or markup, and each value
 * shows, made safe, where the email names it. Runs under Vitest and under Deno.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileText, visitorMessage } from '../_test/hostile.ts';
import { escapeHtml } from '../../../src/shared/html.ts';
import {
  headerText,
  renderFloodNoticeEmail,
  renderMessageEmail,
  renderSummaryEmail,
  replyToAddress,
  SUMMARY_LIST_LIMIT,
  type EmailSettings,
  type NotifiedMessage,
} from './email.ts';
import { withoutReordering } from '../../../src/shared/visitorText.ts';

/** The bidi embeddings, overrides and isolates. */
const REORDERING = /[\u202a-\u202e\u2066-\u2069]/;

const settings: EmailSettings = {
  from: 'Portfolio <notifications@example.dev>',
  to: ['owner@example.dev'],
  adminUrl: 'https://example.dev/admin',
};

/** A header line: no line break or other control character can start another header. */
const ONE_LINE = /^[^\p{Cc}\p{Zl}\p{Zp}]*$/u;

const storedMessage = fc
  .tuple(visitorMessage, fc.uuid(), fc.option(hostileText, { nil: undefined }))
  .map(([row, id, timeZone]): [NotifiedMessage, string | undefined] => [
    { ...row, id, created_at: '2026-11-23T10:15:00.000Z' } as NotifiedMessage,
    timeZone,
  ]);

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

describe('the owner’s emails with whatever a visitor got stored', () => {
  it('names a language Intl refuses (en-12, en-a1) by its code instead of failing', () => {
    for (const language of ['en-12', 'en-a1']) {
      const email = renderMessageEmail(
        {
          id: '7d3c1f0e-0000-4000-8000-000000000001',
          name: 'Ada',
          email: 'ada@example.org',
          subject: 'A site',
          message: 'Hello',
          created_at: '2026-11-23T10:15:00.000Z',
          language,
        },
        settings,
      );
      expect(email.text).toContain(`\nLanguage: ${language}\n`);
      expect(email.html).toContain(`<strong>Language:</strong> ${language}</p>`);
    }
  });

  it('builds the immediate email from any stored message', () => {
    fc.assert(
      fc.property(storedMessage, ([message, timeZone]) => {
        const email = renderMessageEmail(message, { ...settings, timeZone });
        const name = headerText(withoutReordering(message.name)) || 'a visitor';

        // Nothing a visitor wrote can reorder what follows it, in any part.
        for (const part of [email.subject, email.text, email.html]) {
          expect(part).not.toMatch(REORDERING);
        }
        expect(email.subject).toMatch(ONE_LINE);
        expect(email.subject.endsWith(name)).toBe(true);
        expect(email.text).toContain(
          `From: ${name} <${headerText(withoutReordering(message.email), 254)}>`,
        );
        expect(email.html).toContain(escapeHtml(name));
        // The only markup is the email's own: none of a visitor's tags survive.
        expect(email.html).not.toMatch(/<(script|img|iframe|style|link)\b/i);
        if (email.reply_to !== undefined) {
          expect(email.reply_to).toBe(replyToAddress(message.email));
          expect(email.reply_to).toMatch(/^[\x21-\x7e]+$/);
        }
        if (message.source !== 'chat' && message.message !== '') {
          expect(email.html).toContain(escapeHtml(withoutReordering(message.message)));
        }
        const language = message.language ?? '';
        if (/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(language)) {
          let named = language;
          try {
            named = languageNames.of(language) ?? language;
          } catch {
            // Intl refuses it: the code itself is shown.
          }
          expect(email.text).toContain(`\nLanguage: ${named}\n`);
        }
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('builds the digest from any stored messages and any count', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1_000_000 }),
        fc.array(storedMessage, { maxLength: 12 }),
        (count, stored) => {
          const recent = stored.map(([message]) => message);
          const email = renderSummaryEmail(count, recent, settings);
          const listed = recent.slice(0, SUMMARY_LIST_LIMIT);
          const total = Math.max(count, listed.length);

          expect(email.subject).toMatch(ONE_LINE);
          expect(email.subject).toBe(
            `${total} more new ${total === 1 ? 'message' : 'messages'} in your inbox`,
          );
          expect(email).not.toHaveProperty('reply_to');
          for (const part of [email.subject, email.text, email.html]) {
            expect(part).not.toMatch(REORDERING);
          }
          for (const message of listed) {
            const name = headerText(withoutReordering(message.name)) || 'a visitor';
            const address = headerText(withoutReordering(message.email), 254);
            expect(email.text).toContain(`- ${name} <${address}>`);
            expect(email.html).toContain(escapeHtml(name));
          }
          expect(email.html).not.toMatch(/<(script|img|iframe|style|link)\b/i);
        },
      ),
      { numRuns: 50 },
    );
  }, 30_000);

  it('builds the flood notice from any counts', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 2 ** 31 - 1 }),
        fc.nat({ max: 2 ** 31 - 1 }),
        (messages, senders) => {
          const email = renderFloodNoticeEmail(messages, senders, settings);
          expect(email.subject).toMatch(ONE_LINE);
          expect(email.subject).toMatch(
            /^Held back \d+ messages? from \d+ senders? in the last hour$/,
          );
          expect(email.subject).toContain(`${messages} message`);
          expect(email.text).toContain(`${settings.adminUrl}?folder=spam`);
        },
      ),
      { numRuns: 50 },
    );
  });
});
