// SAMPLE CONTENT: the words about the owner, in English. The facts they mention (name, years of
// experience) come from ../../profile.ts; the city is written once below.
import { firstName, owner } from '../../profile.ts';
import type { LocaleTexts } from '../../types.ts';

const role = 'Full Stack AI Engineer';
const city = 'Casablanca';
const location = `${city}, Morocco`;

export const site: LocaleTexts['site'] = {
  title: `${owner.name} | ${role} in ${city}`,
  description: `${owner.name} builds fast websites, mobile apps and AI chatbots. ${role} in ${location}, with over ${owner.yearsOfExperience} years of experience. Get a free quote.`,
};

export const profile: LocaleTexts['profile'] = {
  role,
  tagline: 'Websites, mobile apps and AI chatbots that move your business forward.',
  location,
  imageAlt: `Portrait of ${owner.name}`,
  socialLabels: { github: 'GitHub', linkedin: 'LinkedIn', x: 'X', email: 'Email' },
};

export const hero: LocaleTexts['hero'] = {
  headline: 'I BUILD DIGITAL EXPERIENCES',
  subheading: 'Websites. Apps. Chatbots.',
  intro: `I'm ${firstName}, a full stack AI engineer based in ${city}. For over ${owner.yearsOfExperience} years I have helped startups and established businesses launch fast websites, polished mobile apps and AI assistants that answer their customers around the clock.`,
};

export const about: LocaleTexts['about'] = {
  whoIAm: [
    `I'm a ${role} based in ${location}, with over ${owner.yearsOfExperience} years of experience turning ideas into products people use every day.`,
    'I work across the whole stack: React and TypeScript on the web, Flutter on mobile, Node.js, Java and Python on the server, and language models where they genuinely help. Clients get one person who owns the result from the first sketch to the launch and beyond.',
  ],
  approach: [
    'Understand the business goal before writing a line of code',
    'Ship a working version early, then improve it with real feedback',
    'Fixed, transparent quotes and weekly progress updates',
    'Fast, accessible and secure by default',
    'Clean, documented code you fully own',
  ],
};

/** The fixed figures of the certifications stats row; the counts are computed from the data. */
export const certificationStats: LocaleTexts['certificationStats'] = [
  { label: 'Years Active', value: `${owner.yearsOfExperience}+` },
  { label: 'Completion Rate', value: '100%' },
];
