import type { SocialPlatform } from '../content';
import { useContent } from '../i18n/contentContext';
import { SocialLink } from '../components/SocialIcon';
import { CURRENT_YEAR_ATTRIBUTE } from '../lib/currentYear';
import { sectionHref } from '../lib/paths';

/** The footer links to three of the owner's profiles: code host, professional network and mail. */
const footerPlatforms: readonly SocialPlatform[] = ['github', 'linkedin', 'email'];

const listLinkClasses = 'rounded-sm text-muted transition hover:text-strong';

export function Footer() {
  const { footerServices, navigation, profile, ui } = useContent();
  const year = new Date().getFullYear();
  const footerSocials = profile.socials.filter((link) => footerPlatforms.includes(link.platform));

  return (
    <footer className="below-the-fold border-t border-contrast/10 bg-canvas">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:grid-cols-2 sm:px-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
        <div className="sm:col-span-2 lg:col-span-1">
          <a
            href={sectionHref('home')}
            className="inline-block rounded-sm font-display text-xl font-bold tracking-tight text-strong"
          >
            {profile.name}
            <span aria-hidden="true" className="text-accent">
              .
            </span>
          </a>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-muted">{profile.tagline}</p>
          <ul className="mt-6 flex gap-3" aria-label={ui.footer.socialLinks}>
            {footerSocials.map((link) => (
              <li key={link.url}>
                <SocialLink
                  link={link}
                  iconClassName="size-[18px]"
                  className="flex size-10 items-center justify-center rounded-full border border-contrast/10 bg-contrast/5 text-body transition hover:border-accent-strong/50 hover:text-accent"
                />
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="text-sm font-semibold tracking-[0.15em] text-strong uppercase rtl:tracking-normal"
          >
            {ui.footer.quickLinks}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2.5 text-sm sm:grid-cols-1">
            {navigation.map((item) => (
              <li key={item.id}>
                <a href={sectionHref(item.id)} className={listLinkClasses}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold tracking-[0.15em] text-strong uppercase rtl:tracking-normal">
            {ui.footer.services}
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm text-muted">
            {footerServices.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-contrast/10">
        <p className="mx-auto max-w-6xl px-5 py-6 text-center text-sm text-muted sm:px-8">
          <CopyrightLine line={ui.footer.copyright(year, profile.name)} year={year} />
        </p>
      </div>
    </footer>
  );
}

/**
 * The copyright line, its year marked for the page's runtime, which keeps it current
 * (lib/currentYear.ts). A line that does not spell the year in digits stays as written.
 */
function CopyrightLine({ line, year }: { line: string; year: number }) {
  const digits = String(year);
  const at = line.indexOf(digits);
  if (at < 0) return line;
  const mark = { [CURRENT_YEAR_ATTRIBUTE]: '' };
  return (
    <>
      {line.slice(0, at)}
      <span {...mark}>{digits}</span>
      {line.slice(at + digits.length)}
    </>
  );
}
