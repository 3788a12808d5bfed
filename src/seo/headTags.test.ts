import {
  content,
  contentFor,
  hero,
  navigation,
  profile,
  services,
  site,
  skillGroups,
} from '../content/index.ts';
import { allLocaleTexts } from '../content/locales/all.ts';
import { baseLocale, locales } from '../content/locales/index.ts';
import { homeHeadTags, homeStructuredData, noindexHeadTags, splitLocation } from './headTags.ts';
import type { HeadContent } from './headTags.ts';

const siteUrl = 'https://www.example.com';
/** Where the owner lives, as the structured data splits the content's location. */
const place = splitLocation(profile.location);

/** Parses head tags the way a browser does, so attribute values come back unescaped. */
function parseHead(tags: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${tags}</head><body></body></html>`,
    'text/html',
  );
}

const meta = (doc: Document, key: string) =>
  doc.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

interface GraphNode {
  '@type': string;
  [key: string]: unknown;
}

function jsonLd(doc: Document): { '@context': string; '@graph': GraphNode[] } {
  const script = doc.head.querySelector('script[type="application/ld+json"]');
  if (!script?.textContent) throw new Error('no JSON-LD script');
  return JSON.parse(script.textContent);
}

const node = (graph: GraphNode[], type: string) => {
  const found = graph.find((entry) => entry['@type'] === type);
  if (!found) throw new Error(`no ${type} in the graph`);
  return found;
};

/** Every text a visitor controls in content, with characters that would break HTML or a script. */
const hostile = '"<>&\' </script><script>alert(1)</script><!--';
const hostileContent: HeadContent = {
  site: { ...site, title: `Title ${hostile}`, description: `Description ${hostile}` },
  profile: {
    ...profile,
    name: `Name ${hostile}`,
    role: `Role ${hostile}`,
    location: `Town ${hostile}, Country ${hostile}`,
  },
  hero: { ...hero, subheading: `Subheading ${hostile}` },
  services: services.map((service) => ({ ...service, title: `${service.title} ${hostile}` })),
  skillGroups,
  navigation,
  locale: content.locale,
};

describe('homeHeadTags', () => {
  const doc = parseHead(homeHeadTags(siteUrl));

  it('has the title, description and canonical URL from content and the site URL', () => {
    expect(doc.title).toBe(site.title);
    expect(meta(doc, 'description')).toBe(site.description);
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.example.com/',
    );
  });

  it('has the Open Graph tags with the 1200 x 630 share image', () => {
    expect(meta(doc, 'og:type')).toBe('website');
    expect(meta(doc, 'og:url')).toBe('https://www.example.com/');
    expect(meta(doc, 'og:title')).toBe(site.title);
    expect(meta(doc, 'og:description')).toBe(site.description);
    expect(meta(doc, 'og:image')).toBe('https://www.example.com/og-image.png');
    expect(meta(doc, 'og:image:width')).toBe('1200');
    expect(meta(doc, 'og:image:height')).toBe('630');
    expect(meta(doc, 'og:image:alt')).toContain(profile.name);
    expect(meta(doc, 'og:image:alt')).toContain(hero.subheading);
    expect(meta(doc, 'og:locale')).toBe(site.locale);
    expect(meta(doc, 'og:site_name')).toBe(profile.name);
  });

  it('has a large-image Twitter card', () => {
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    expect(meta(doc, 'twitter:title')).toBe(site.title);
    expect(meta(doc, 'twitter:description')).toBe(site.description);
    expect(meta(doc, 'twitter:image')).toBe('https://www.example.com/og-image.png');
    expect(meta(doc, 'twitter:image:alt')).toBe(meta(doc, 'og:image:alt'));
  });

  it('normalises trailing slashes and keeps a sub-path', () => {
    for (const [given, canonical] of [
      ['https://www.example.com/', 'https://www.example.com/'],
      ['https://www.example.com///', 'https://www.example.com/'],
      ['  https://Example.com  ', 'https://example.com/'],
      ['https://example.github.io/portfolio/', 'https://example.github.io/portfolio/'],
    ] as const) {
      const parsed = parseHead(homeHeadTags(given));
      expect(parsed.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        canonical,
      );
      expect(meta(parsed, 'og:image')).toBe(`${canonical}og-image.png`);
    }
  });

  it('refuses a site URL that is not an absolute http(s) address', () => {
    expect(() => homeHeadTags('www.example.com')).toThrow(/absolute URL/);
    expect(() => homeHeadTags('ftp://example.com')).toThrow(/https:\/\//);
    expect(() => homeHeadTags('https://example.com/?a=1')).toThrow(/query/);
  });

  it('escapes content so it cannot add or break tags', () => {
    const tags = homeHeadTags(siteUrl, hostileContent);
    const parsed = parseHead(tags);
    // Exactly the tags of a normal page: nothing injected, nothing swallowed.
    expect(parsed.head.children).toHaveLength(doc.head.children.length);
    expect(parsed.querySelectorAll('script')).toHaveLength(1);
    expect(parsed.body.childNodes).toHaveLength(0);
    expect(parsed.title).toBe(hostileContent.site.title);
    expect(meta(parsed, 'description')).toBe(hostileContent.site.description);
    expect(meta(parsed, 'og:site_name')).toBe(hostileContent.profile.name);
    expect(meta(parsed, 'og:image:alt')).toContain(hostileContent.hero.subheading);
    // The one closing script tag is the real one.
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
    expect(tags).not.toContain('<!--');
  });
});

describe('homeStructuredData (JSON-LD)', () => {
  const data = jsonLd(parseHead(homeHeadTags(siteUrl)));
  const person = node(data['@graph'], 'Person');
  const business = node(data['@graph'], 'ProfessionalService');

  it('is the same object the tags embed', () => {
    expect(data).toEqual(homeStructuredData(siteUrl));
    expect(data['@context']).toBe('https://schema.org');
  });

  it('describes the owner as a Person', () => {
    expect(person).toMatchObject({
      '@id': 'https://www.example.com/#person',
      name: profile.name,
      jobTitle: profile.role,
      email: profile.email,
      telephone: profile.phone,
      url: 'https://www.example.com/',
      image: `https://www.example.com${profile.image}`,
      address: {
        '@type': 'PostalAddress',
        ...(place.locality && { addressLocality: place.locality }),
        ...(place.country && { addressCountry: place.country }),
      },
    });
    // Web profiles only: the mailto link is not a "same as" page.
    expect(person.sameAs).toEqual(
      profile.socials.map((s) => s.url).filter((url) => url.startsWith('http')),
    );
    expect(person.sameAs).not.toContainEqual(expect.stringMatching(/^mailto:/));
    expect(person.knowsAbout).toEqual(
      expect.arrayContaining(skillGroups.flatMap((group) => group.technologies)),
    );
    const knows = person.knowsAbout as string[];
    expect(new Set(knows).size).toBe(knows.length);
  });

  it('describes the business as a ProfessionalService offering the services', () => {
    expect(business).toMatchObject({
      '@id': 'https://www.example.com/#business',
      name: profile.name,
      description: site.description,
      url: 'https://www.example.com/',
      email: profile.email,
      telephone: profile.phone,
      ...(place.country && { areaServed: { '@type': 'Country', name: place.country } }),
      address: {
        ...(place.locality && { addressLocality: place.locality }),
        ...(place.country && { addressCountry: place.country }),
      },
      founder: { '@id': person['@id'] },
    });
    const catalog = business.hasOfferCatalog as {
      '@type': string;
      itemListElement: { '@type': string; itemOffered: Record<string, unknown> }[];
    };
    expect(catalog['@type']).toBe('OfferCatalog');
    expect(catalog.itemListElement.map((offer) => offer['@type'])).toEqual(
      services.map(() => 'Offer'),
    );
    expect(catalog.itemListElement.map((offer) => offer.itemOffered)).toEqual(
      services.map((service) => ({
        '@type': 'Service',
        name: service.title,
        description: service.description,
        provider: { '@id': person['@id'] },
      })),
    );
  });

  it('stays valid JSON with the same values when content holds "<>&', () => {
    const tags = homeHeadTags(siteUrl, hostileContent);
    const open = '<script type="application/ld+json">';
    const body = tags.slice(tags.indexOf(open) + open.length, tags.lastIndexOf('</script>'));
    expect(body).not.toMatch(/[<>]/);
    expect(body).toContain('\\u003c/script\\u003e');
    const parsed = jsonLd(parseHead(tags));
    expect(parsed).toEqual(homeStructuredData(siteUrl, hostileContent));
    expect(node(parsed['@graph'], 'Person').name).toBe(hostileContent.profile.name);
  });
});

describe('splitLocation', () => {
  it('takes the last part as the country', () => {
    expect(splitLocation('Lisbon, Portugal')).toEqual({
      locality: 'Lisbon',
      country: 'Portugal',
    });
    expect(splitLocation('Austin, Texas, USA')).toEqual({
      locality: 'Austin, Texas',
      country: 'USA',
    });
    expect(splitLocation('Remote')).toEqual({ locality: 'Remote' });
    expect(splitLocation(' ')).toEqual({});
  });
});

describe('noindexHeadTags', () => {
  it('gives the page its title and keeps it out of search results', () => {
    const parsed = parseHead(noindexHeadTags('Admin & "Inbox" <x>'));
    expect(parsed.title).toBe('Admin & "Inbox" <x>');
    expect(meta(parsed, 'robots')).toBe('noindex');
    expect(parsed.head.children).toHaveLength(2);
  });
});

describe('the head tags of each language', () => {
  const alternatesOf = (doc: Document) =>
    [...doc.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
  /** The base language's page is the root; every other's is /<code>/. */
  const pageUrl = (code: string) =>
    code === baseLocale.code ? 'https://www.example.com/' : `https://www.example.com/${code}/`;
  const everyLanguage = [
    ...locales.map((locale) => [locale.code, pageUrl(locale.code)]),
    ['x-default', 'https://www.example.com/'],
  ];
  const rtl = locales.find((locale) => locale.dir === 'rtl');

  it.each(locales.map((locale) => locale.code))(
    '%s names itself canonical and every language as an alternate',
    (code) => {
      const localized = contentFor(allLocaleTexts[code]!);
      const doc = parseHead(homeHeadTags(siteUrl, localized));
      const url = pageUrl(code);
      expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
      expect(alternatesOf(doc)).toEqual(everyLanguage);
      expect(doc.title).toBe(localized.site.title);
      expect(meta(doc, 'description')).toBe(localized.site.description);
      expect(meta(doc, 'og:locale')).toBe(localized.locale.ogLocale);
      expect(meta(doc, 'og:url')).toBe(url);
      const graph = jsonLd(doc)['@graph'];
      expect(node(graph, 'Person').jobTitle).toBe(localized.profile.role);
      expect(node(graph, 'Person').url).toBe(url);
    },
  );

  it.skipIf(locales.length < 2)('writes each language’s own title, not the base one’s', () => {
    for (const locale of locales.slice(1)) {
      expect(contentFor(allLocaleTexts[locale.code]!).site.title, locale.code).not.toBe(site.title);
    }
  });

  it.skipIf(!rtl)('writes a right-to-left language’s title in its script', () => {
    // Hebrew, Arabic, Syriac, Thaana and N'Ko, and the Arabic supplements.
    expect(contentFor(allLocaleTexts[rtl!.code]!).site.title).toMatch(/[\u0590-\u08ff]/);
  });
});
