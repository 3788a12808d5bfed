// SAMPLE CONTENT: a fictional owner so the site looks finished out of the box.
// Replace every value with your own (see "Make it yours" in README.md). These are the facts that
// read the same in every language; the words about you (role, tagline, hero texts) are in
// locales/<code>/owner.ts.
import type { Pronouns, SocialPlatform } from './types.ts';

const email = 'hello@example.com';

export const owner = {
  name: 'Karim Benali',
  /**
   * 'she', 'he' or 'they': the French and Arabic texts agree with it ('basé' / 'basée'), and 'they'
   * picks wording that names no gender.
   */
  pronouns: 'he' as Pronouns,
  email,
  /** Shown as written, e.g. '+212 6 00 00 00 00'. */
  phone: '+212 6 00 00 00 00',
  whatsappUrl: 'https://wa.me/212600000000',
  schedulingUrl: 'https://cal.com/example/intro-call',
  yearsOfExperience: 5,
  image: '/images/profile.webp',
  socials: [
    { platform: 'github', url: 'https://github.com/example' },
    { platform: 'linkedin', url: 'https://www.linkedin.com/in/example' },
    { platform: 'x', url: 'https://x.com/example' },
    { platform: 'email', url: `mailto:${email}` },
  ] satisfies { platform: SocialPlatform; url: string }[],
};

/** The owner's first name, which the texts of every language address the visitor with. */
export const firstName = owner.name.split(' ')[0] ?? owner.name;
