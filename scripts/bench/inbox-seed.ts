/**
 * Messages for `npm run bench:inbox`: realistic, varied and reproducible (a seeded generator, so
 * two runs store the same inbox), written the way an import would be, through the service role's
 * REST API in batches.
 */
import type { LocalBackend } from '../../local-backend/server';
import type { ContactMessage } from '../../src/features/admin/api/types';

/** What the bench writes per row; every other column keeps its default. */
export type SeedRow = Pick<
  ContactMessage,
  | 'name'
  | 'email'
  | 'subject'
  | 'message'
  | 'created_at'
  | 'read'
  | 'status'
  | 'spam_reasons'
  | 'signal_honeypot'
  | 'signal_fill_ms'
  | 'signal_touched'
  | 'notify_state'
  | 'notified_at'
  | 'stage'
  | 'stage_changed_at'
  | 'lost_reason'
  | 'deal_value'
  | 'deal_currency'
>;

/**
 * Where the inbox's leads stand, as a freelancer's would: most never got past new or replied, a
 * few reached a call, a proposal or a win, some were lost. Cumulative shares, new first.
 */
const STAGE_SHARES = [
  ['new', 0.5],
  ['replied', 0.75],
  ['call', 0.83],
  ['proposal', 0.89],
  ['won', 0.94],
  ['lost', 1],
] as const;

/** Proposals and wins in three currencies, so the pipeline sums each on its own. */
const CURRENCIES = ['EUR', 'EUR', 'USD', 'GBP'] as const;

/** A rare word (one message in 5,000) for a search that cannot fill a page, so reads everything. */
export const RARE_WORD = 'Übersetzung';

const FIRST_NAMES = [
  'José',
  'Zoë',
  'Françoise',
  'Łukasz',
  'Søren',
  'Björn',
  'Chloé',
  'Mónica',
  'Ana',
  'Liam',
  'Olivia',
  'Noah',
  'Emma',
  'Mateo',
  'Sofía',
  'Yuki',
  'Hiroshi',
  'Priya',
  'Arjun',
  'Fatima',
  'Omar',
  'Leïla',
  'Amélie',
  'Hélène',
  'Jürgen',
  'Åsa',
  'Ingrid',
  'Siobhán',
  'Seán',
  'Aoife',
  'Grzegorz',
  'Dmitri',
  'Elena',
  'Giulia',
  'Marco',
  'Chiara',
  'Thu',
  'Minh',
  'Kwame',
  'Ama',
  'Carlos',
  'Lucía',
  'Rafael',
  'Inês',
  'João',
  'Nadia',
  'Tomás',
  'Maëlle',
  'Noé',
  'Zeynep',
];
const LAST_NAMES = [
  'García',
  'Müller',
  'Núñez',
  "O'Brien",
  'Øberg',
  'Dubois',
  'Nowak',
  'Lindqvist',
  'Rossi',
  'Nguyễn',
  'Tanaka',
  'Sharma',
  'Haddad',
  'Smith',
  'Johnson',
  'Kowalski',
  'Fernández',
  'Silva',
  'Costa',
  'Petrović',
  'Andersson',
  'Larsen',
  'Schäfer',
  'Weiß',
  'Lefèvre',
  'Mensah',
  'Okafor',
  'Yılmaz',
  'Ivanova',
  'Brennan',
  'Martin',
  'Bernard',
  'Moreau',
  'Ruiz',
  'Gómez',
  'Santos',
  'Pereira',
  'Kim',
  'Chen',
  'Wang',
  'Patel',
  'Khan',
  'Novák',
  'Horváth',
  'Papadopoulos',
];
const DOMAINS = [
  'gmail.com',
  'outlook.com',
  'yahoo.fr',
  'proton.me',
  'gmx.de',
  'icloud.com',
  'web.de',
  'example.org',
  'studio-nord.dk',
  'acme.io',
  'startup.dev',
  'agence-lumiere.fr',
  'univ.edu',
];
const SUBJECTS = [
  'Website redesign',
  'Quote for a React app',
  'Question about your services',
  'Collaboration',
  'Mobile app project',
  'Freelance availability in {month}?',
  'Bug in our checkout page',
  'Supabase migration help',
  'Hello from {city}',
  'Refonte de notre site',
  'Presupuesto',
  'Speaking at our meetup',
  'Code review for our startup',
  'Long-term contract',
  'Re: invoice',
  'Performance audit',
  'Accessibility review',
  'E-commerce store',
  'Landing page in 2 weeks',
  'Angebot für {city}',
];
const MONTHS = ['January', 'March', 'June', 'September', 'November'];
const CITIES = ['Lisbon', 'Zürich', 'Montréal', 'São Paulo', 'Kraków', 'Málaga', 'Köln', 'Oslo'];
const GREETINGS = ['Hi,', 'Hello!', 'Bonjour,', 'Hola,', 'Hey there,', 'Dear developer,', 'Hallo,'];
const SENTENCES = [
  'I found your portfolio through a friend and really liked the projects you showed.',
  'We are a small team in {city} looking for help with our web application.',
  'Our current site is slow on mobile and we would like to rebuild it with React.',
  'Could you send me a rough estimate and your availability for the next months?',
  'The budget is flexible, but we would like to launch before {month}.',
  'We already have designs in Figma; the backend runs on Supabase.',
  'Nous cherchons un développeur pour refaire notre site vitrine.',
  'Estamos buscando a alguien para una tienda online con pagos.',
  'Would you be open to a short call next week?',
  'Attached is a short description of the project (I can send more details).',
  'The checkout fails for some users on Safari, and we cannot reproduce it.',
  'We need an accessibility review before the public launch.',
  'Is maintenance after the launch something you offer?',
  'Ich hätte gern ein Angebot für eine kleine Web-App.',
  'Thanks a lot for your time — looking forward to hearing from you.',
  'P.S. The dashboard must work offline too, if that is possible.',
];
const SIGN_OFFS = ['Best,', 'Thanks,', 'Cheers,', 'Merci,', 'Saludos,', 'Kind regards,', '—'];

/** mulberry32: a small, fast generator that gives the same sequence for the same seed. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A name as an email address would spell it: 'José Núñez' -> 'jose.nunez'. */
function asciiSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[łø]/g, (c) => (c === 'ł' ? 'l' : 'o'))
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
}

/**
 * `count` messages, numbered from `start` (so a second call adds different ones), spread over the
 * year before `now`: a few percent in Spam, most older inbox messages read, and the inbox's leads
 * at every stage (drawn from a generator of their own, so the rest of each row is what it was
 * before messages had stages, and figures stay comparable).
 */
export function seedRows(start: number, count: number, now = Date.now()): SeedRow[] {
  const random = generator(start + 1);
  const staging = generator((start + 1) ^ 0x5eed5);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const fill = (text: string) =>
    text.replace('{city}', pick(CITIES)).replace('{month}', pick(MONTHS));
  const year = 365 * 24 * 3600 * 1000;
  const rows: SeedRow[] = [];
  for (let n = start; n < start + count; n += 1) {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const name = `${first} ${last}`;
    const email = `${asciiSlug(first)}.${asciiSlug(last)}${random() < 0.3 ? n % 1000 : ''}@${pick(DOMAINS)}`;
    const paragraphs: string[] = [pick(GREETINGS)];
    const paragraphCount = 1 + Math.floor(random() * 4);
    for (let p = 0; p < paragraphCount; p += 1) {
      const sentences = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
        fill(pick(SENTENCES)),
      );
      paragraphs.push(sentences.join(' '));
    }
    if (n % 5000 === 1234) paragraphs.push(`Wir brauchen auch eine ${RARE_WORD} ins Englische.`);
    paragraphs.push(`${pick(SIGN_OFFS)}\n${first}`);
    // Skewed towards recent messages, as a real inbox fills.
    const age = Math.floor(random() ** 2 * year);
    const createdAt = now - 60_000 - age;
    const spam = random() < 0.03;
    const reason = pick(['honeypot', 'no_signals', 'untouched'] as const);
    rows.push({
      name,
      email,
      subject: random() < 0.1 ? '' : fill(pick(SUBJECTS)),
      message: paragraphs.join(random() < 0.5 ? '\n\n' : '\n'),
      created_at: new Date(createdAt).toISOString(),
      read: !spam && random() < (age > 14 * 24 * 3600 * 1000 ? 0.9 : 0.3),
      status: spam ? 'spam' : 'inbox',
      spam_reasons: spam ? [reason] : [],
      // What the form would have reported for the reason the message is in Spam.
      signal_honeypot: !spam
        ? ''
        : { honeypot: 'http://pills.example', no_signals: null, untouched: '' }[reason],
      signal_fill_ms:
        spam && reason === 'no_signals' ? null : 2_000 + Math.floor(random() * 180_000),
      signal_touched: spam && reason === 'no_signals' ? null : !(spam && reason === 'untouched'),
      notify_state: spam ? 'skipped' : 'sent',
      notified_at: spam ? null : new Date(createdAt + 3_000).toISOString(),
      ...(spam ? NEW_LEAD : leadStage(staging, createdAt, now)),
    });
  }
  return rows;
}

const NEW_LEAD = {
  stage: 'new',
  stage_changed_at: null,
  lost_reason: null,
  deal_value: null,
  deal_currency: null,
} as const;

/** A stage for an inbox lead, moved some time after it arrived; a value on proposals and wins. */
function leadStage(random: () => number, createdAt: number, now: number) {
  const draw = random();
  const stage = STAGE_SHARES.find(([, share]) => draw < share)?.[0] ?? 'new';
  if (stage === 'new') return NEW_LEAD;
  const withValue = stage === 'proposal' || stage === 'won';
  return {
    stage,
    stage_changed_at: new Date(createdAt + random() * (now - createdAt)).toISOString(),
    lost_reason: stage === 'lost' ? ('too_expensive' as const) : null,
    deal_value: withValue ? 500 + Math.round(random() * 19_500) : null,
    deal_currency: withValue ? CURRENCIES[Math.floor(random() * CURRENCIES.length)]! : null,
  };
}

/** The local backend refuses bodies over 1 MiB; stay well under it. */
const MAX_BATCH_BYTES = 900_000;

async function postBatch(backend: LocalBackend, rows: SeedRow[]): Promise<void> {
  const body = JSON.stringify(rows);
  if (Buffer.byteLength(body) > MAX_BATCH_BYTES && rows.length > 1) {
    const half = Math.ceil(rows.length / 2);
    await postBatch(backend, rows.slice(0, half));
    await postBatch(backend, rows.slice(half));
    return;
  }
  const response = await fetch(`${backend.url}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: {
      apikey: backend.serviceRoleKey,
      authorization: `Bearer ${backend.serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body,
  });
  const text = await response.text();
  if (response.status !== 201) {
    throw new Error(`Seeding failed: HTTP ${response.status} ${text.slice(0, 500)}`);
  }
}

/**
 * Stores messages `start` to `start + count - 1` through the service role, 1,000 a request. The
 * service role's rows are stored as written and never emailed (private.sort_contact_message), so
 * seeding queues no owner notification.
 */
export async function seedMessages(
  backend: LocalBackend,
  start: number,
  count: number,
  batchSize = 1_000,
): Promise<void> {
  for (let at = start; at < start + count; at += batchSize) {
    await postBatch(backend, seedRows(at, Math.min(batchSize, start + count - at)));
  }
}
