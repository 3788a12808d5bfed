// The sample owner's fingerprint: the values by which the fictional owner the project ships with
// (Karim Benali of Casablanca) can be recognised in a fork's content, its built site and its
// files. Written here once, as data, and never read from src/content: a fork replaces
// src/content, and the check must still know what the sample was.
//
// Only values that point at the sample are listed. Words an owner may well use of their own
// ('Web Development', 'Docker Essentials', 'Morocco', 'Université Hassan II') are not: the sample's
// certificates are known by their fictional issuers here and by their files' hashes
// (sample-files.ts), its projects by their made-up names.

/** One recognisable sample value, and what it is, for the message that reports it. */
export interface SampleValue {
  /** The text as it appears, matched as a whole word (case-insensitive for Latin script). */
  text: string;
  /** What the value is, for the message: "the sample owner's name". */
  what: string;
}

/** The sample owner's facts, as the sample's src/content held them. */
export const sampleOwner = {
  name: 'Karim Benali',
  firstName: 'Karim',
  lastName: 'Benali',
  email: 'hello@example.com',
  phone: '+212 6 00 00 00 00',
  whatsappUrl: 'https://wa.me/212600000000',
  schedulingUrl: 'https://cal.com/example/intro-call',
  socialUrls: [
    'https://github.com/example',
    'https://www.linkedin.com/in/example',
    'https://x.com/example',
    'mailto:hello@example.com',
  ],
  siteUrl: 'https://www.example.com',
} as const;

const owner = (text: string, what: string): SampleValue => ({ text, what });

/** Every value that marks text as the sample owner's, most specific first. */
export const sampleValues: readonly SampleValue[] = [
  // Who and where, as the English, French and Arabic texts write it.
  owner('Karim Benali', "the sample owner's name"),
  owner('Benali', "the sample owner's last name"),
  owner('Karim', "the sample owner's first name"),
  owner('كريم بنعلي', "the sample owner's name (Arabic)"),
  owner('كريم', "the sample owner's first name (Arabic)"),
  owner('بنعلي', "the sample owner's last name (Arabic)"),
  owner('Casablanca', "the sample owner's city"),
  owner('الدار البيضاء', "the sample owner's city (Arabic)"),
  // How to reach them.
  owner('hello@example.com', "the sample owner's email"),
  owner('+212 6 00 00 00 00', "the sample owner's phone number"),
  owner('212600000000', "the sample owner's phone number (WhatsApp link)"),
  owner('cal.com/example', "the sample owner's scheduling link"),
  owner('github.com/example', "the sample owner's GitHub link"),
  owner('linkedin.com/in/example', "the sample owner's LinkedIn link"),
  owner('x.com/example', "the sample owner's X link"),
  owner('www.example.com', "the sample site's address"),
  // The people quoted, their companies, and the sample's former employer.
  owner('Salma Idrissi', 'a sample testimonial (its author)'),
  owner('Youssef Amrani', 'a sample testimonial (its author)'),
  owner('Claire Martin', 'a sample testimonial (its author)'),
  owner('Atlas Crafts', 'a sample testimonial (its company)'),
  owner('Dental Care Clinic', 'a sample testimonial (its company)'),
  owner('Pulse Labs', 'a sample testimonial (its company)'),
  owner('Atlas Digital Agency', "the sample owner's employer"),
  // The sample's projects, by their made-up names (the same in every language).
  ...[
    'Atlas Commerce',
    'Medina Booking',
    'Pulse Analytics',
    'LexDesk',
    'Sahara Trails',
    'FinTrack',
    'Portfolio Starter',
    'FitBuddy',
    'Souk Delivery',
    'ClinicBot',
    'DocsAssistant',
  ].map((title) => owner(title, 'a sample project')),
  // The sample's certificates, by their fictional issuers.
  ...[
    'SkillForge Online',
    'Atlas Web Institute',
    'Open Source Guild',
    'Container Academy',
    'Cloud Infrastructure Institute',
  ].map((issuer) => owner(issuer, "a sample certificate's issuer")),
];
