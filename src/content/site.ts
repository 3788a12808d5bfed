// SAMPLE CONTENT: how the site presents itself to search engines and link previews.
// `url` is where you deploy; the build reads SITE_URL from the environment first.
import { profile } from './profile.ts';
import type { Site } from './types.ts';

export const site: Site = {
  url: 'https://www.example.com',
  title: `${profile.name} | ${profile.role} in ${profile.location.split(',')[0]}`,
  description: `${profile.name} builds fast websites, mobile apps and AI chatbots. ${profile.role} in ${profile.location}, with over ${profile.yearsOfExperience} years of experience. Get a free quote.`,
  locale: 'en_US',
  language: 'en',
};
