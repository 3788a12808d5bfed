/**
 * Generated hostile values for every stored column a visitor reaches, for the property tests of
 * the owner's views (src/features/admin) and of the owner's emails (notify-owner). Here, and not
 * under src/, because the functions' tests may import nothing of the site but its content; the
 * site's tests may import this. Only what Postgres can store: whole code points (never half a
 * surrogate pair), any of them, in any order.
 */
import fc from 'fast-check';

/**
 * Characters that trip text handling: line breaks and controls, bidi overrides and isolates,
 * zero-width characters, a combining mark alone, characters outside the BMP, and markup.
 */
export const TRICKY_CHARACTERS = [
  '\u0000',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u00ad',
  '\u0301',
  '\u061c',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u2028',
  '\u2029',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2060',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\ufeff',
  '\ufffd',
  'é',
  'ب',
  '字',
  '😀',
  '👩‍💻',
  '𝕏',
  '<',
  '>',
  '&',
  '"',
  "'",
  '\\',
  '%',
  '?',
  '#',
  '@',
  ' ',
  'a',
  '-',
] as const;

/** Values that have broken someone's page before. */
const KNOWN_TROUBLE = [
  '',
  ' ',
  '\u202egnp.exe',
  '\u2066abc\u2069\u202e',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '&amp;&lt;',
  '=HYPERLINK("http://x")',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  'NaN',
  '{{7*7}}',
  '${7*7}',
  '%s%n%x',
  'Bcc: x@y.z\r\nSubject: hi',
  '\u200b\u200b\u200b',
];

/** A word of 5,000 characters with no space to break it at. */
export const longWord = fc
  .constantFrom('a', 'W', 'ب', '字', '😀', '-', '/', '\u200b')
  .map((character) => character.repeat(5000));

/** Any text a visitor can get stored in a free-text column. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...KNOWN_TROUBLE),
  fc.string({ unit: fc.constantFrom(...TRICKY_CHARACTERS), maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  longWord,
);

/**
 * A language code as a visitor can send it: well-formed tags, tags Intl refuses (`en-12`,
 * `en-a1`, `en-a`), anything of the visit beacon's alphabet up to its 35 characters, and any text.
 */
export const hostileLanguage: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'en-12',
    'en-a1',
    'en-a',
    'en',
    'fr',
    'ar',
    'EN',
    'en-US',
    'zh-Hant-TW',
    'en-419',
    'x',
    'en_US',
    'root',
    'und',
    'zz',
    '123',
    'en-',
    '-en',
    'x-private',
    'i-klingon',
    'en-US-u-ca-gregory',
    'a'.repeat(35),
  ),
  fc.stringMatching(/^[a-z0-9-]{0,35}$/),
  fc.stringMatching(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/),
  hostileText,
);

/** A country code: the database keeps two capitals, but a view must not trust it. */
export const hostileCountry: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('MA', 'FR', 'ZZ', 'AA', 'XK', 'EU', 'UN', '419', '12', 'a', 'XX1', ''),
  fc.stringMatching(/^[A-Z]{2}$/),
  fc.stringMatching(/^[A-Za-z0-9]{0,4}$/),
  hostileText,
);

/** An address the form's check lets through, odd but valid ones, and anything else. */
export const hostileEmail: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '"a b"@x.y',
    'a@b.c',
    'ünï@exämple.org',
    'josé@bücher.de',
    '用户@例子.广告',
    'a+tag?cc=x@y.z',
    'a#b&c=d@e.f',
    'a,b@c.d',
    'a@b@c.d',
    '<a@b.c>',
    'a@[127.0.0.1]',
    '@',
    `${'x'.repeat(64)}@${'y'.repeat(185)}.com`,
    'ada@example.org\r\nBcc: x@y.z',
  ),
  fc.emailAddress(),
  hostileText,
);

/** A value of one of the project brief's columns: a known one, or anything (stored before a check). */
export const hostileBrief: fc.Arbitrary<string | null> = fc.option(
  fc.oneof(
    fc.constantFrom('website', 'mobile_app', 'chatbot', 'other', '5k_10k', '3_months', 'asap'),
    hostileText,
  ),
  { nil: null },
);

/** A chat's stored conversation (jsonb): turns of any text, unknown roles, or any JSON at all. */
export const hostileTranscript: fc.Arbitrary<unknown> = fc.oneof(
  fc.array(
    fc.record({
      role: fc.constantFrom('user', 'assistant', 'system', '', 'USER'),
      content: hostileText,
    }),
    { maxLength: 25 },
  ),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(null),
);

/** The columns of a contact message a visitor (or the chat, for them) fills in. */
export const visitorMessage = fc.record({
  name: hostileText,
  email: hostileEmail,
  subject: hostileText,
  message: hostileText,
  language: fc.option(hostileLanguage, { nil: null }),
  source: fc.constantFrom('form', 'chat'),
  chat_summary: fc.option(hostileText, { nil: null }),
  chat_transcript: hostileTranscript,
  brief_service: hostileBrief,
  brief_budget: hostileBrief,
  brief_timeline: hostileBrief,
  signal_honeypot: fc.option(hostileText, { nil: null }),
  signal_fill_ms: fc.option(fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31 - 1)), {
    nil: null,
  }),
  spam_reasons: fc.array(
    fc.oneof(fc.constantFrom('honeypot', 'untouched', 'no_signals', 'site_limit'), hostileText),
    { maxLength: 4 },
  ),
});

export type VisitorMessage = typeof visitorMessage extends fc.Arbitrary<infer T> ? T : never;

/** Rows of a ranked list as the database groups them: each value once. */
function ranked<V>(value: fc.Arbitrary<V>) {
  return fc.uniqueArray(fc.record({ value, visitors: fc.nat({ max: 1_000_000 }) }), {
    maxLength: 12,
    selector: (row) => row.value ?? '',
  });
}

/** What a period's Insights lists can hold: every value came from a visitor's browser. */
export const hostileInsightsLists = fc.record({
  referrers: ranked(fc.option(hostileText, { nil: null })),
  pages: fc.uniqueArray(
    fc.record({
      value: hostileText,
      visitors: fc.nat({ max: 1_000_000 }),
      pageViews: fc.nat({ max: 1_000_000 }),
    }),
    { maxLength: 12, selector: (row) => row.value },
  ),
  languages: ranked(hostileLanguage),
  countries: ranked(hostileCountry),
  leadProjects: fc.uniqueArray(
    fc.record({ value: hostileText, messages: fc.nat({ max: 10_000 }) }),
    { maxLength: 12, selector: (row) => row.value },
  ),
  leadServices: fc.uniqueArray(
    fc.record({ value: hostileText, messages: fc.nat({ max: 10_000 }) }),
    { maxLength: 12, selector: (row) => row.value },
  ),
});

/** Sums per currency as stored: any code (Intl refuses most), any amount the column takes. */
const hostileMoney = fc.uniqueArray(
  fc.record({
    currency: fc.oneof(fc.constantFrom('EUR', 'USD', 'JPY', 'XXX'), hostileText),
    total: fc.double({ min: 0, max: 10_000_000, noNaN: true }),
  }),
  { maxLength: 3, selector: (row) => row.currency },
);

const hostileLeadSteps = {
  leads: fc.nat({ max: 100_000 }),
  replied: fc.nat({ max: 100_000 }),
  call: fc.nat({ max: 100_000 }),
  proposal: fc.nat({ max: 100_000 }),
  won: fc.nat({ max: 100_000 }),
  wonValue: hostileMoney,
};

/** One split of 'What brings clients': up to 10 values, null among them, with their steps. */
function hostileSplit(value: fc.Arbitrary<string>) {
  return fc.uniqueArray(
    fc.record({ value: fc.option(value, { nil: null }), ...hostileLeadSteps }),
    { maxLength: 10, selector: (row) => row.value },
  );
}

/** public.lead_insights' answer as the view gets it, with whatever values were stored. */
export const hostileLeadInsights = fc.record({
  totals: fc.record({
    ...hostileLeadSteps,
    leads: fc.integer({ min: 1, max: 100_000 }),
    lost: fc.nat({ max: 100_000 }),
    medianFirstReplySeconds: fc.option(fc.nat({ max: 400 * 86_400 }), { nil: null }),
  }),
  split: fc.record({
    bySource: hostileSplit(hostileText),
    byEntryPage: hostileSplit(hostileText),
    byReferrer: hostileSplit(hostileText),
    byService: hostileSplit(hostileText),
    byBudget: hostileSplit(hostileText),
    byTimeline: hostileSplit(hostileText),
    byLanguage: hostileSplit(hostileLanguage),
  }),
});

/** The questions the chat could not answer, as the owner's list gathers them (each once). */
export const hostileQuestions = fc.uniqueArray(
  fc.record({
    folded: hostileText,
    question: hostileText,
    times: fc.integer({ min: 1, max: 100_000 }),
    last_asked_at: fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString()),
    languages: fc.uniqueArray(hostileLanguage, { maxLength: 6 }),
  }),
  { minLength: 1, maxLength: 6, selector: (question) => question.folded },
);
