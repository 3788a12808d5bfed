// The owner's details (src/content/profile.ts and site.ts) left at the sample's values.
import { sampleOwner } from '../sample-content/sample-owner.ts';
import type { Finding } from './findings.ts';

/** The part of the content this check reads: the owner's details and the site's address. */
export interface OwnerDetails {
  profile: {
    name: string;
    email: string;
    phone: string;
    whatsappUrl?: string;
    schedulingUrl?: string;
    socials: readonly { platform: string; url: string }[];
  };
  site: { url: string };
}

const sameUrl = (a: string, b: string) =>
  a.trim().replace(/\/+$/, '').toLowerCase() === b.trim().replace(/\/+$/, '').toLowerCase();

/** Whether `value` is the sample's, or still on the sample's placeholder domain. */
function isSampleUrl(value: string, sample: string): boolean {
  return (
    sameUrl(value, sample) || /^(mailto:[^@]*@|https?:\/\/(www\.)?)example\.com\b/i.test(value)
  );
}

export function ownerFieldFindings(content: OwnerDetails): Finding[] {
  const { profile, site } = content;
  const found: Finding[] = [];
  const field = (where: string, value: string, fix: string) =>
    found.push({ kind: 'owner-field', where, problem: `is the sample's "${value}"`, fix });
  const digits = (phone: string) => phone.replace(/\D/g, '');

  if (profile.name.trim().toLowerCase() === sampleOwner.name.toLowerCase()) {
    field('src/content/profile.ts name', profile.name, 'write your own name.');
  }
  if (
    profile.email.trim().toLowerCase() === sampleOwner.email ||
    /@example\.com$/i.test(profile.email.trim())
  ) {
    field(
      'src/content/profile.ts email',
      profile.email,
      'write the address visitors email you at.',
    );
  }
  if (digits(profile.phone) === digits(sampleOwner.phone)) {
    field('src/content/profile.ts phone', profile.phone, 'write your own phone number.');
  }
  if (profile.whatsappUrl && digits(profile.whatsappUrl) === digits(sampleOwner.whatsappUrl)) {
    field(
      'src/content/profile.ts whatsappUrl',
      profile.whatsappUrl,
      'write your own WhatsApp link (https://wa.me/<your number, digits only>).',
    );
  }
  const scheduling = profile.schedulingUrl ?? '';
  if (
    isSampleUrl(scheduling, sampleOwner.schedulingUrl) ||
    /cal\.com\/example\b/i.test(scheduling)
  ) {
    field(
      'src/content/profile.ts schedulingUrl',
      scheduling,
      'write the link of your own booking page (cal.com, Calendly...).',
    );
  }
  for (const social of profile.socials) {
    const sample = sampleOwner.socialUrls.find((url) => sameUrl(url, social.url));
    const placeholder = /^https?:\/\/(www\.)?[a-z.]+\.[a-z]+\/(in\/)?example\/?$/i.test(social.url);
    if (sample || placeholder || isSampleUrl(social.url, '')) {
      field(
        `src/content/profile.ts socials (${social.platform})`,
        social.url,
        'write your own profile address, or remove the entry.',
      );
    }
  }
  if (isSampleUrl(site.url, sampleOwner.siteUrl)) {
    field(
      'src/content/site.ts siteUrl',
      site.url,
      "write your site's address (SITE_URL, when set, overrides it at build time).",
    );
  }
  return found;
}
