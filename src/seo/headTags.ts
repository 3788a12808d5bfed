// What goes into <head> of each prerendered page: title, description, canonical URL, link-preview
// tags and structured data, all from src/content. Pure functions with no React or browser code,
// so the build script (Node) calls them directly.
import { content as baseContent, locales } from '../content/index.ts';
import type {
  Content,
  Hero,
  LocaleInfo,
  Profile,
  Service,
  Site,
  SkillGroup,
} from '../content/index.ts';
import { localeHomePath } from '../lib/paths.ts';
import { escapeHtml } from '../shared/html.ts';
import { jsonForScript } from './escape.ts';
import { shareImage, shareImageAlt } from './shareImage.ts';
import { absoluteUrl, normalizeSiteUrl } from './siteUrl.ts';

/** The content the head tags are made from; tests pass their own. */
export interface HeadContent {
  locale: LocaleInfo;
  site: Site;
  profile: Profile;
  hero: Hero;
  services: readonly Service[];
  skillGroups: readonly SkillGroup[];
  navigation: Content['navigation'];
}

const siteContent: HeadContent = baseContent;

/** The address of a language's home page, e.g. 'https://www.example.com/fr/'. */
export function localePageUrl(siteUrl: string, locale: Pick<LocaleInfo, 'code'>): string {
  return `${normalizeSiteUrl(siteUrl)}${localeHomePath(locale)}`;
}

/**
 * The page in every language, for <link rel="alternate" hreflang> and the sitemap: each language's
 * address, then `x-default` (the base language's page, for readers of any other language).
 */
export function languageAlternates(
  siteUrl: string,
  published: readonly LocaleInfo[] = locales,
): { hreflang: string; href: string }[] {
  return [
    ...published.map((locale) => ({ hreflang: locale.code, href: localePageUrl(siteUrl, locale) })),
    { hreflang: 'x-default', href: localePageUrl(siteUrl, published[0]!) },
  ];
}

/** 'Casablanca, Morocco' -> locality 'Casablanca', country 'Morocco'; one part is the locality. */
export function splitLocation(location: string): { locality?: string; country?: string } {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return {};
  if (parts.length === 1) return { locality: parts[0] };
  return { locality: parts.slice(0, -1).join(', '), country: parts[parts.length - 1] };
}

/**
 * JSON-LD for the home page: the owner as a Person and their business as a ProfessionalService
 * that offers the services. Each node has an @id so they point at each other.
 */
export function homeStructuredData(siteUrl: string, content: HeadContent = siteContent) {
  const base = normalizeSiteUrl(siteUrl);
  const pageUrl = localePageUrl(base, content.locale);
  const personId = `${base}/#person`;
  const { locality, country } = splitLocation(content.profile.location);
  const address = {
    '@type': 'PostalAddress',
    ...(locality && { addressLocality: locality }),
    ...(country && { addressCountry: country }),
  };
  const knowsAbout = [...new Set(content.skillGroups.flatMap((group) => group.technologies))];
  const sameAs = content.profile.socials
    .map((social) => social.url)
    .filter((url) => /^https?:\/\//i.test(url));

  const person = {
    '@type': 'Person',
    '@id': personId,
    // The same person on every language's page; the texts below are this page's language.
    name: content.profile.name,
    jobTitle: content.profile.role,
    description: content.profile.tagline,
    email: content.profile.email,
    telephone: content.profile.phone,
    address,
    url: pageUrl,
    image: absoluteUrl(base, content.profile.image),
    sameAs,
    knowsAbout,
  };

  const business = {
    '@type': 'ProfessionalService',
    '@id': `${base}/#business`,
    name: content.profile.name,
    description: content.site.description,
    url: pageUrl,
    image: absoluteUrl(base, shareImage.path),
    email: content.profile.email,
    telephone: content.profile.phone,
    address,
    ...(country && { areaServed: { '@type': 'Country', name: country } }),
    // schema.org has no `provider` on an organisation: the owner is its founder, and the
    // provider of each service it offers.
    founder: { '@id': personId },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: content.navigation.find((item) => item.id === 'services')?.label ?? 'Services',
      itemListElement: content.services.map((service) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: service.title,
          description: service.description,
          provider: { '@id': personId },
        },
      })),
    },
  };

  return { '@context': 'https://schema.org', '@graph': [person, business] };
}

const metaName = (name: string, value: string) =>
  `<meta name="${name}" content="${escapeHtml(value)}">`;
const metaProperty = (property: string, value: string) =>
  `<meta property="${property}" content="${escapeHtml(value)}">`;

/**
 * The <head> tags of the prerendered home page, one per line. They include the <title>, so the
 * build replaces index.html's fallback <title> with them rather than adding a second one.
 */
export function homeHeadTags(
  siteUrl: string,
  content: HeadContent = siteContent,
  published: readonly LocaleInfo[] = locales,
): string {
  const base = normalizeSiteUrl(siteUrl);
  const pageUrl = localePageUrl(base, content.locale);
  const image = absoluteUrl(base, shareImage.path);
  const imageAlt = shareImageAlt(content.profile, content.hero);
  const { title, description } = content.site;
  return [
    `<title>${escapeHtml(title)}</title>`,
    metaName('description', description),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    ...languageAlternates(base, published).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
    ),
    metaProperty('og:type', 'website'),
    metaProperty('og:site_name', content.profile.name),
    metaProperty('og:locale', content.site.locale),
    ...published
      .filter((locale) => locale.code !== content.locale.code)
      .map((locale) => metaProperty('og:locale:alternate', locale.ogLocale)),
    metaProperty('og:url', pageUrl),
    metaProperty('og:title', title),
    metaProperty('og:description', description),
    metaProperty('og:image', image),
    metaProperty('og:image:type', shareImage.type),
    metaProperty('og:image:width', String(shareImage.width)),
    metaProperty('og:image:height', String(shareImage.height)),
    metaProperty('og:image:alt', imageAlt),
    metaName('twitter:card', 'summary_large_image'),
    metaName('twitter:title', title),
    metaName('twitter:description', description),
    metaName('twitter:image', image),
    metaName('twitter:image:alt', imageAlt),
    `<script type="application/ld+json">${jsonForScript(homeStructuredData(base, content))}</script>`,
  ].join('\n');
}

/** The <head> tags of a page search engines should leave out (/admin, the 404 page). */
export function noindexHeadTags(title: string): string {
  return [`<title>${escapeHtml(title)}</title>`, metaName('robots', 'noindex')].join('\n');
}

/** The <head> tags of /admin: never indexed, since robots.txt does not name the page. */
export function adminHeadTags(name: string = siteContent.profile.name): string {
  return noindexHeadTags(`Admin | ${name}`);
}
