// SAMPLE CONTENT: a fictional owner so the site looks finished out of the box.
// Replace every value with your own (see "Make it yours" in README.md).
import type { Hero, Profile } from './types.ts';

const name = 'Karim Benali';
const email = 'hello@example.com';
const yearsOfExperience = 5;

export const profile: Profile = {
  name,
  role: 'Full Stack AI Engineer',
  tagline: 'Websites, mobile apps and AI chatbots that move your business forward.',
  email,
  phone: '+212 6 00 00 00 00',
  whatsappUrl: 'https://wa.me/212600000000',
  schedulingUrl: 'https://cal.com/example/intro-call',
  location: 'Casablanca, Morocco',
  yearsOfExperience,
  image: '/images/profile.webp',
  imageAlt: `Portrait of ${name}`,
  socials: [
    { platform: 'github', label: 'GitHub', url: 'https://github.com/example' },
    { platform: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/in/example' },
    { platform: 'x', label: 'X', url: 'https://x.com/example' },
    { platform: 'email', label: 'Email', url: `mailto:${email}` },
  ],
};

export const hero: Hero = {
  headline: 'I BUILD DIGITAL EXPERIENCES',
  subheading: 'Websites. Apps. Chatbots.',
  intro: `I'm ${name.split(' ')[0]}, a full stack AI engineer based in Casablanca. For over ${yearsOfExperience} years I have helped startups and established businesses launch fast websites, polished mobile apps and AI assistants that answer their customers around the clock.`,
};
