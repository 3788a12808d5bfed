// SAMPLE CONTENT: the About section's texts and the certification stats.
import { profile } from './profile.ts';
import type { About, Stat } from './types.ts';

export const about: About = {
  whoIAm: [
    `I'm a ${profile.role} based in ${profile.location}, with over ${profile.yearsOfExperience} years of experience turning ideas into products people use every day.`,
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
export const certificationStats: Stat[] = [
  { label: 'Years Active', value: `${profile.yearsOfExperience}+` },
  { label: 'Completion Rate', value: '100%' },
];
