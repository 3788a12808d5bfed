import { ArrowRight } from 'lucide-react';
import { hasSection } from '../../content/navigation';
import { useContent } from '../../i18n/contentContext';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { imageSizes, srcSetFor } from '../../lib/imageSizes';
import { sectionHref } from '../../lib/paths';
import { ContactPills } from './ContactPills';
import { TechStackRow } from './TechStackRow';

/**
 * A 1 x 1 transparent GIF. The portrait shows from md up only, so the real image sits in a
 * <source> with that media query: a phone matches no source, keeps this inline placeholder and
 * downloads no portrait at all. Without a src of its own, Chromium's preload scanner fetched the
 * portrait on a phone anyway (tests/e2e/responsive.spec.ts holds it).
 */
const emptyImage = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The breakpoint where `md:block` shows the portrait (Tailwind's md, 48rem). */
const portraitMedia = '(min-width: 768px)';

export function Hero() {
  const content = useContent();
  const { hero, profile, ui } = content;

  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="relative isolate overflow-hidden pt-28 pb-20 sm:pt-36 sm:pb-28"
    >
      {/* Soft colour fields behind the hero; decoration only. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute -top-40 -start-32 size-[32rem] rounded-full bg-brand-primary/15 blur-3xl" />
        <div className="absolute top-20 -end-40 size-[36rem] rounded-full bg-brand-accent/10 blur-3xl" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,color-mix(in_srgb,var(--theme-contrast)_5%,transparent)_1px,transparent_1px),linear-gradient(to_bottom,color-mix(in_srgb,var(--theme-contrast)_5%,transparent)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)] bg-[size:48px_48px]" />
      </div>

      <div className="mx-auto grid max-w-6xl items-center gap-14 px-5 sm:px-8 lg:grid-cols-[minmax(0,1fr)_400px]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-success/30 bg-success/10 px-3 py-1 text-xs font-semibold text-success-text">
            <span aria-hidden="true" className="size-2 rounded-full bg-success" />
            {ui.hero.roleAndLocation(profile.role, profile.location)}
          </p>
          <h1
            id="home-title"
            data-text={hero.headline}
            // Glitches now and then (./glitch.ts, started by the page's runtime).
            data-glitching="false"
            className="glitch mt-6 text-4xl leading-[1.05] font-bold tracking-tight sm:text-6xl lg:text-7xl rtl:leading-[1.3] rtl:tracking-normal"
          >
            {hero.headline}
          </h1>
          <p className="text-gradient mt-5 font-display text-2xl font-semibold sm:text-3xl">
            {hero.subheading}
          </p>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-body sm:text-lg">
            {hero.intro}
          </p>

          <ContactPills />

          <div className="mt-8 flex flex-wrap gap-4">
            {/* No portfolio (no project yet), no button to it. */}
            {hasSection(content, 'portfolio') && (
              <ButtonLink href={sectionHref('portfolio')}>
                {ui.hero.viewMyWork}{' '}
                <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </ButtonLink>
            )}
            <ButtonLink href={sectionHref('contact')} data-requests-quote variant="secondary">
              {ui.hero.getQuote}
            </ButtonLink>
          </div>

          <TechStackRow />
        </div>

        <div className="hidden justify-self-center md:block" data-testid="hero-portrait">
          <div className="relative h-[500px] w-[400px] overflow-hidden rounded-[2rem] border border-contrast/10 bg-panel-raised shadow-2xl shadow-accent/10">
            {/* The largest image above the fold on desktop: fetched early, never lazy. */}
            <picture>
              <source
                media={portraitMedia}
                srcSet={srcSetFor(profile.image, 'profile')}
                sizes="400px"
              />
              <img
                src={emptyImage}
                alt={profile.imageAlt}
                width={imageSizes.profile.width}
                height={imageSizes.profile.height}
                fetchPriority="high"
                className="size-full object-cover"
              />
            </picture>
            <div
              aria-hidden="true"
              className="absolute inset-0 rounded-[2rem] ring-1 ring-contrast/10 ring-inset"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
