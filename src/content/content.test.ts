// The rules any owner's content must keep, whatever it says: ids that are unique and known, every
// text in every language, files that exist at the sizes the page declares, links that work, and
// what the assistant needs. None of these tests names the sample owner's own facts, so a fork with
// its own content passes them unchanged.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import {
  assistant,
  baseLocale,
  certificationCategoryInfo,
  certifications,
  contentFor,
  profile,
  projectCategoryLabels,
  projects,
  services,
  skillGroups,
  techStack,
  testimonials,
} from '.';
import { imageSizes, responsiveWidths, variantPath, type ResponsiveImage } from '../lib/imageSizes';
import { keyProjectIds } from './assistant';
import { allAssistantTexts, allLocaleTexts, allResponderTexts } from './locales/all';
import { chatGreetings, greetingsIn } from './locales/greetings';
import { handoffTexts } from './locales/handoff';
import { testimonialFacts } from './testimonials';

const publicDir = join(__dirname, '../../public');
const inPublic = (path: string) => existsSync(join(publicDir, path));

/** The values that occur more than once. */
const duplicates = (values: readonly string[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);

/** A URL that parses and uses one of `protocols` (e.g. 'https:'), or false. */
function isUrl(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
const web = ['http:', 'https:'] as const;

describe('ids', () => {
  it('are unique among projects, certificates, testimonials, services and skill groups', () => {
    expect(duplicates(projects.map((p) => p.id))).toEqual([]);
    expect(duplicates(certifications.map((c) => c.id))).toEqual([]);
    expect(duplicates(testimonialFacts.map((t) => t.id))).toEqual([]);
    expect(duplicates(services.map((s) => s.icon))).toEqual([]);
    expect(duplicates(skillGroups.map((g) => g.id))).toEqual([]);
  });

  it('give every project and certificate a category the filters know', () => {
    const projectCategories = Object.keys(projectCategoryLabels);
    expect(projects.filter((p) => !projectCategories.includes(p.category))).toEqual([]);
    const certificateCategories = Object.keys(certificationCategoryInfo);
    expect(certifications.filter((c) => !certificateCategories.includes(c.category))).toEqual([]);
  });

  it('name, as the assistant’s key projects, any number of different projects that exist', () => {
    const ids = projects.map((p) => p.id);
    expect(keyProjectIds.filter((id) => !ids.includes(id))).toEqual([]);
    expect(duplicates(keyProjectIds)).toEqual([]);
  });
});

describe('texts', () => {
  // That every language says all the base language says, none of it empty, is the build's own
  // check (scripts/check-locales.ts), run on the site's languages by its test.

  it('exist, in the base language, for each project, certificate and testimonial, and for no other id', () => {
    const base = allLocaleTexts[baseLocale.code]!;
    const sorted = (ids: Iterable<string>) => [...ids].sort();
    expect(sorted(Object.keys(base.projects))).toEqual(sorted(projects.map((p) => p.id)));
    expect(sorted(Object.keys(base.certifications))).toEqual(
      sorted(certifications.map((c) => c.id)),
    );
    expect(sorted(Object.keys(base.testimonials))).toEqual(
      sorted(testimonialFacts.map((t) => t.id)),
    );
  });

  it('assemble into the page’s content in every language', () => {
    for (const texts of Object.values(allLocaleTexts)) {
      const content = contentFor(texts);
      expect(content.projects.map((p) => p.title).filter((title) => !title.trim())).toEqual([]);
      expect(content.profile.name).toBe(profile.name);
    }
  });

  it('give every service four features and every project some of its tools', () => {
    for (const service of services) expect(service.features, service.icon).toHaveLength(4);
    expect(projects.filter((p) => p.techStack.length === 0).map((p) => p.id)).toEqual([]);
  });

  it('give the chat function the assistant, and the chat its words, in every language', () => {
    const codes = Object.keys(allLocaleTexts);
    expect(Object.keys(allAssistantTexts)).toEqual(codes);
    expect(Object.keys(chatGreetings)).toEqual(codes);
    expect(Object.keys(handoffTexts)).toEqual(codes);
    for (const code of codes) expect(greetingsIn(code)).toBe(allAssistantTexts[code]!.greetings);
  });
});

describe('the assistant', () => {
  it('has a summary, a current job, its guidelines and a price and availability, in every language', () => {
    for (const [code, texts] of Object.entries(allAssistantTexts)) {
      expect(texts.summary.trim(), code).not.toBe('');
      expect(texts.experience.length, code).toBeGreaterThanOrEqual(1);
      expect(texts.guidelines.length, code).toBeGreaterThan(0);
      expect(texts.pricing.trim(), code).not.toBe('');
      expect(texts.availability.trim(), code).not.toBe('');
      expect(texts.chatbotName.trim(), code).not.toBe('');
    }
  });

  it('tells a career of one job as well as of several, in every language', () => {
    const job = {
      role: 'Freelance developer',
      organization: 'Self',
      period: 'since 2020',
      summary: '',
    };
    const before = { ...job, role: 'Developer', organization: 'An agency' };
    for (const [code, texts] of Object.entries(allResponderTexts)) {
      const alone = texts.about.career(job, undefined);
      expect(alone, code).toContain(job.role.toLowerCase().slice(1));
      expect(alone, code).not.toMatch(/undefined|An agency/);
      expect(texts.about.career(job, before), code).toContain('An agency');
    }
  });

  it('sends its name as an HTTP header, so writes it in Latin-1', () => {
    for (const texts of Object.values(allAssistantTexts)) {
      expect(texts.chatbotName).toMatch(/^[\x20-\x7e\xa0-\xff]+$/);
    }
  });

  it('greets in every language naming the owner’s role and location as that page says them', () => {
    for (const [code, texts] of Object.entries(allLocaleTexts)) {
      const { role, location } = texts.profile;
      const [first, second] = allAssistantTexts[code]!.greetings({ role, location });
      // Mid-sentence, a language may write the role in lower case ('développeuse web').
      expect(first.toLowerCase(), code).toContain(role.toLowerCase());
      expect(first, code).toContain(location);
      expect(second.trim(), code).not.toBe('');
    }
    expect(assistant.keyProjectIds).toEqual(keyProjectIds);
  });
});

describe('links', () => {
  it('lead to web pages from the projects and the scheduling page', () => {
    const links = [
      profile.schedulingUrl,
      ...projects.flatMap((p) => [p.liveUrl, p.github].filter((url) => url !== undefined)),
    ];
    expect(links.filter((url) => !isUrl(url, web))).toEqual([]);
  });

  it('write the email, the phone and the WhatsApp link in the shapes their links need', () => {
    expect(profile.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    expect(profile.phone).toMatch(/^\+?[\d\s().-]+$/);
    expect(profile.phone.replace(/\D/g, '').length).toBeGreaterThanOrEqual(6);
    expect(profile.whatsappUrl).toMatch(/^https:\/\/wa\.me\/\d+$/);
  });

  it('give each social link a known platform, a web address, or a mailto: for email', () => {
    const platforms = Object.keys(allLocaleTexts[baseLocale.code]!.profile.socialLabels);
    for (const social of profile.socials) {
      expect(platforms).toContain(social.platform);
      if (social.platform === 'email') expect(social.url).toMatch(/^mailto:[^\s@]+@[^\s@]+$/);
      else expect(isUrl(social.url, ['https:']), social.url).toBe(true);
    }
    expect(duplicates(profile.socials.map((s) => s.platform))).toEqual([]);
  });
});

describe('files', () => {
  it('referenced by the content exist under public/', () => {
    const paths = [
      profile.image,
      ...projects.flatMap((p) => (p.hoverImage ? [p.image, p.hoverImage] : [p.image])),
      ...testimonials.map((t) => t.avatar),
      ...techStack.map((t) => t.logo),
      ...certifications.map((c) => c.pdfPath),
    ];
    expect(paths.filter((path) => !inPublic(path))).toEqual([]);
  });

  it('keep the certificates as PDFs', () => {
    expect(certifications.filter((c) => !c.pdfPath.endsWith('.pdf'))).toEqual([]);
  });

  /** Every raster image with the size the page declares for its kind. */
  const images: { path: string; kind: keyof typeof imageSizes }[] = [
    { path: profile.image, kind: 'profile' },
    ...projects.flatMap((p) =>
      [p.image, p.hoverImage].flatMap((path) => (path ? [{ path, kind: 'project' as const }] : [])),
    ),
    ...testimonials.map((t) => ({ path: t.avatar, kind: 'avatar' as const })),
  ];
  const ratio = (size: { width: number; height: number }) => size.width / size.height;

  it.each(images)('$path has the shape the page declares for a $kind image', async (image) => {
    const { width = 0, height = 0 } = await sharp(join(publicDir, image.path)).metadata();
    const declared = imageSizes[image.kind];
    expect(Math.abs(ratio({ width, height }) / ratio(declared) - 1)).toBeLessThan(0.01);
  });

  const copies = images.flatMap(({ path, kind }) =>
    kind in responsiveWidths
      ? responsiveWidths[kind as ResponsiveImage].map((width) => ({
          path,
          copy: variantPath(path, width),
          width,
        }))
      : [],
  );

  it.each(copies)(
    '$path has its $width px copy, narrower and of the same shape (`npm run assets` makes it)',
    async ({ path, copy, width }) => {
      expect(inPublic(copy), copy).toBe(true);
      const original = await sharp(join(publicDir, path)).metadata();
      const narrow = await sharp(join(publicDir, copy)).metadata();
      expect(narrow.width).toBe(width);
      expect(original.width).toBeGreaterThan(width);
      const shape = (m: Metadata) => (m.width ?? 0) / (m.height ?? 1);
      expect(Math.abs(shape(narrow) / shape(original) - 1)).toBeLessThan(0.01);
    },
  );
});
