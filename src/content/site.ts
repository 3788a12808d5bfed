// SAMPLE CONTENT: where you deploy, without a trailing slash. The build reads SITE_URL from the
// environment first. The page titles and descriptions are in locales/<code>/owner.ts.
export const siteUrl = 'https://www.example.com';
