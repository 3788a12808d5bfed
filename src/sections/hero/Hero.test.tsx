import { act, render, screen, within } from '../../test/render';
import { hero, profile, techStack } from '../../content';
import { imageSizes, variantPath } from '../../lib/imageSizes';
import { setMediaQueryMatches } from '../../test/matchMedia';
import { startGlitch } from './glitch';
import { Hero } from './Hero';

const headline = () => screen.getByRole('heading', { level: 1, name: hero.headline });

describe('Hero', () => {
  it('shows the headline, subheading, intro and the section anchor', () => {
    const { container } = render(<Hero />);
    expect(headline()).toBeInTheDocument();
    expect(screen.getByText(hero.subheading)).toBeInTheDocument();
    expect(screen.getByText(hero.intro)).toBeInTheDocument();
    expect(container.querySelector('section#home')).toBeInTheDocument();
  });

  // The headline is static HTML; the home page's runtime starts its glitch (src/islands).
  it('switches the glitch on for 200 ms every 3000 ms', () => {
    vi.useFakeTimers();
    render(<Hero />);
    const stop = startGlitch(headline());
    const isGlitching = () => headline().classList.contains('glitch-active');

    expect(isGlitching()).toBe(false);
    act(() => vi.advanceTimersByTime(2999));
    expect(isGlitching()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(isGlitching()).toBe(true);
    act(() => vi.advanceTimersByTime(199));
    expect(isGlitching()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(isGlitching()).toBe(false);
    act(() => vi.advanceTimersByTime(2800));
    expect(isGlitching()).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(isGlitching()).toBe(false);
    act(() => vi.advanceTimersByTime(2900));
    stop();
    expect(isGlitching()).toBe(false);
    expect(headline()).toHaveAttribute('data-glitching', 'false');
  });

  it('keeps the headline still for people who prefer reduced motion', () => {
    setMediaQueryMatches('(prefers-reduced-motion: reduce)', true);
    vi.useFakeTimers();
    render(<Hero />);
    startGlitch(headline());
    for (let i = 0; i < 10; i += 1) {
      act(() => vi.advanceTimersByTime(100));
      expect(headline()).not.toHaveClass('glitch-active');
    }
    act(() => vi.advanceTimersByTime(10_000));
    expect(headline()).not.toHaveClass('glitch-active');
  });

  it('offers a chat link, a mailto link and a scheduling link', () => {
    render(<Hero />);
    const pills = within(screen.getByRole('list', { name: 'Quick contact' })).getAllByRole('link');
    expect(pills.map((pill) => pill.getAttribute('href'))).toEqual([
      profile.whatsappUrl,
      `mailto:${profile.email}`,
      profile.schedulingUrl,
    ]);
    expect(pills[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(pills[2]).toHaveAttribute('target', '_blank');
  });

  it("links 'View My Work' to the portfolio and 'Get a Quote' to the contact section", () => {
    render(<Hero />);
    expect(screen.getByRole('link', { name: 'View My Work' })).toHaveAttribute(
      'href',
      '#portfolio',
    );
    expect(screen.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '#contact');
  });

  it('shows every tech logo of the content, in content order', () => {
    render(<Hero />);
    const row = screen.getByRole('list', { name: 'Technologies I work with' });
    const logos = within(row).getAllByRole('img');
    // content.test.ts checks the names and their order on the content itself.
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(techStack.map((t) => t.name));
    expect(logos).toHaveLength(techStack.length);
    expect(screen.getByRole('heading', { name: 'Tech Stack' })).toBeInTheDocument();
  });

  it('loads the tech logos after the first paint (lazy), in a space kept for them', () => {
    render(<Hero />);
    const row = screen.getByRole('list', { name: 'Technologies I work with' });
    for (const logo of within(row).getAllByRole('img')) {
      expect(logo).toHaveAttribute('loading', 'lazy');
      expect(logo).toHaveAttribute('width', '44');
      expect(logo).toHaveAttribute('height', '44');
    }
  });

  it('grows a tech logo on hover only when the visitor has not asked for reduced motion', () => {
    render(<Hero />);
    const row = screen.getByRole('list', { name: 'Technologies I work with' });
    for (const logo of within(row).getAllByRole('img')) {
      expect(logo.parentElement).toHaveClass('motion-safe:hover:scale-110');
      expect(logo.parentElement).not.toHaveClass('hover:scale-110');
    }
  });

  // The hero is static HTML: CSS shows the tooltip on hover and focus (e2e: home.spec.ts), and
  // the page's runtime lets Escape hide it (dismissTooltips.test.ts).
  it('names each tech logo in a tooltip that describes its focusable wrapper', () => {
    render(<Hero />);
    const row = screen.getByRole('list', { name: 'Technologies I work with' });
    const wrappers = row.querySelectorAll<HTMLElement>('[tabindex="0"]');
    expect(wrappers).toHaveLength(techStack.length);
    techStack.forEach((tech, index) => {
      const wrapper = wrappers[index]!;
      expect(within(wrapper).getByRole('img', { name: tech.name })).toBeInTheDocument();
      expect(wrapper).toHaveAccessibleDescription(tech.name);
      expect(wrapper).toHaveAttribute('data-tooltip');
      const tooltip = within(wrapper).getByRole('tooltip', { hidden: true });
      expect(tooltip).toHaveTextContent(tech.name);
      // Hidden (out of the accessibility tree) until the wrapper is hovered or focused.
      expect(tooltip).toHaveClass(
        'hidden',
        'group-hover/tooltip:block',
        'group-focus/tooltip:block',
      );
    });
  });

  it('shows the profile image from md up in a 400 x 500 px frame', () => {
    render(<Hero />);
    const portrait = screen.getByRole('img', { name: profile.imageAlt });
    expect(portrait).toHaveAttribute('width', String(imageSizes.profile.width));
    expect(portrait).toHaveAttribute('height', String(imageSizes.profile.height));
    const frame = portrait.closest('picture')?.parentElement;
    expect(frame).toHaveClass('w-[400px]', 'h-[500px]');
    expect(screen.getByTestId('hero-portrait')).toHaveClass('hidden', 'md:block');
  });

  it('fetches the portrait early on wide screens and not at all on phones', () => {
    render(<Hero />);
    const portrait = screen.getByRole('img', { name: profile.imageAlt });
    // The real image is offered only through a source that matches from md up...
    const sources = portrait.closest('picture')?.querySelectorAll('source') ?? [];
    expect(sources).toHaveLength(1);
    expect(sources[0]).toHaveAttribute('media', '(min-width: 768px)');
    expect(sources[0]).toHaveAttribute(
      'srcset',
      `${variantPath(profile.image, 400)} 400w, ${profile.image} 800w`,
    );
    expect(sources[0]).toHaveAttribute('sizes', '400px');
    // ...so a phone falls back to the <img>, whose src is an inline placeholder, not the portrait.
    expect(portrait.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    expect(portrait).not.toHaveAttribute('srcset');
    // It is the largest image above the fold on desktop.
    expect(portrait).toHaveAttribute('fetchpriority', 'high');
    expect(portrait).not.toHaveAttribute('loading');
  });
});
