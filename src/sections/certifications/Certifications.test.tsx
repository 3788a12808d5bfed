import { render, screen, within } from '../../test/render';
import userEvent from '@testing-library/user-event';
import {
  certificatePreviewPath,
  certificationCategoryInfo,
  certificationStats,
  type Certification,
  type CertificationCategory,
} from '../../content';
import { imageSizes } from '../../lib/imageSizes';
import { setMediaQueryMatches } from '../../test/matchMedia';
import { Certifications } from './Certifications';

const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * The test's own fourteen certificates, whatever the site's content holds: four web, three devops,
 * four ai, two mobile and one general, so the counts, the filters and the strip's lengths are known.
 */
const certifications: Certification[] = (
  [
    ['web', 4],
    ['devops', 3],
    ['ai', 4],
    ['mobile', 2],
    ['general', 1],
  ] as const
).flatMap(([category, count]) =>
  Array.from({ length: count }, (_, index) => ({
    id: `${category}-${index + 1}`,
    title: `Course ${index + 1} in ${category}`,
    issuer: `Academy ${index + 1}`,
    date: '2023',
    description: `What course ${index + 1} in ${category} covered.`,
    pdfPath: `/certificates/${category}-${index + 1}.pdf`,
    category,
  })),
);

/** A category's filter label, as the content names it. */
const label = (category: CertificationCategory | 'all') =>
  certificationCategoryInfo[category].label;

function filterGroup() {
  return screen.getByRole('group', { name: 'Filter certifications by category' });
}

function filterButton(category: CertificationCategory | 'all') {
  return within(filterGroup()).getByRole('button', { name: label(category) });
}

function cardLinks() {
  return within(screen.getByRole('list', { name: 'Certificates' })).getAllByRole('link');
}

function linkName(title: string) {
  const { issuer } = certifications.find((c) => c.title === title)!;
  return `Open certificate: ${title} ${issuer} (PDF, opens in a new tab)`;
}

describe('Certifications', () => {
  it('is the #certifications section with a heading', () => {
    const { container } = render(<Certifications certifications={certifications} />);
    expect(container.querySelector('section#certifications')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Certifications' })).toBeVisible();
  });

  it("offers 'all' plus each category present, each with an emoji, 'all' pressed", () => {
    render(<Certifications certifications={certifications} />);
    const buttons = within(filterGroup()).getAllByRole('button');
    const all = ['all', 'web', 'devops', 'ai', 'mobile', 'general'] as const;
    expect(buttons.map((b) => b.textContent)).toEqual(
      all.map((category) => certificationCategoryInfo[category].emoji + label(category)),
    );
    for (const button of buttons) {
      expect(button.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    }
    expect(filterButton('all')).toHaveAttribute('aria-pressed', 'true');
    for (const category of all.slice(1)) {
      expect(filterButton(category)).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('gives a category with no certificate no button, and counts only the categories present', async () => {
    const user = userEvent.setup();
    render(
      <Certifications
        certifications={certifications.filter(
          (c) => c.category !== 'devops' && c.category !== 'mobile',
        )}
      />,
    );
    const buttons = within(filterGroup()).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(
      (['all', 'web', 'ai', 'general'] as const).map(
        (category) => certificationCategoryInfo[category].emoji + label(category),
      ),
    );
    expect(cardLinks()).toHaveLength(9);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 9 certifications');
    const definitions = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(definitions.slice(0, 2)).toEqual(['9', '3']);

    await user.click(filterButton('ai'));
    expect(cardLinks()).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing 4 ${label('ai')} certifications`);
  });

  it('exposes each of the 14 certificates once and keeps the loop copy hidden and inert', () => {
    const { container } = render(<Certifications certifications={certifications} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(14);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      certifications.map((c) => c.pdfPath),
    );

    const track = screen.getByTestId('certifications-track');
    expect(track).toHaveClass('motion-safe:animate-marquee');
    expect(track.style.getPropertyValue('--marquee-duration')).toBe('70s');
    const copies = track.querySelectorAll(':scope > ul');
    expect(copies).toHaveLength(2);
    const [copyA, copyB] = copies;
    expect(copyA).not.toHaveAttribute('aria-hidden');
    expect(copyB).toHaveAttribute('aria-hidden', 'true');
    expect(copyB).toHaveAttribute('inert');
    expect(copyB?.querySelectorAll('a')).toHaveLength(14);
    expect(container.querySelectorAll('a')).toHaveLength(28);
  });

  it('pauses on hover and keyboard focus, and with the pause button', async () => {
    const user = userEvent.setup();
    render(<Certifications certifications={certifications} />);
    const track = screen.getByTestId('certifications-track');
    // Important, so the marquee's `animation` shorthand (emitted later) cannot undo them; the
    // end-to-end tests check that the strip really stops.
    expect(track).toHaveClass(
      'hover:[animation-play-state:paused]!',
      'focus-within:[animation-play-state:paused]!',
    );

    await user.click(screen.getByRole('button', { name: 'Pause scrolling' }));
    expect(screen.getByTestId('certifications-track')).toHaveClass(
      '[animation-play-state:paused]!',
    );
    await user.click(screen.getByRole('button', { name: 'Resume scrolling' }));
    expect(screen.getByTestId('certifications-track')).not.toHaveClass(
      '[animation-play-state:paused]!',
    );
  });

  it('stands still as one scrollable row while keyboard focus is inside, and resumes after', async () => {
    const user = userEvent.setup();
    render(<Certifications certifications={certifications} />);
    screen.getByRole('button', { name: 'Pause scrolling' }).focus();

    await user.tab();
    const first = screen.getByRole('link', { name: linkName(certifications[0]!.title) });
    expect(first).toHaveFocus();
    const strip = screen.getByTestId('certifications-strip');
    expect(strip).toHaveAttribute('data-mode', 'still');
    expect(strip).toHaveClass('overflow-x-auto');
    expect(screen.getByTestId('certifications-track')).not.toHaveClass(
      'motion-safe:animate-marquee',
    );

    await user.tab();
    expect(screen.getByRole('link', { name: linkName(certifications[1]!.title) })).toHaveFocus();

    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Pause scrolling' })).toHaveFocus();
    expect(strip).toHaveAttribute('data-mode', 'marquee');
    expect(screen.getByTestId('certifications-track')).toHaveClass('motion-safe:animate-marquee');
  });

  it('scrolls a partly hidden card wholly into view when Tab reaches it in the still row', async () => {
    const user = userEvent.setup();
    // jsdom has no layout and no scrollIntoView: give the row and two cards their boxes at 390 px.
    const scrollIntoView = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
      writable: true,
    });
    try {
      render(<Certifications certifications={certifications} />);
      const [first, second] = cardLinks();
      vi.spyOn(screen.getByTestId('certifications-strip'), 'getBoundingClientRect').mockReturnValue(
        new DOMRect(0, 0, 390, 300),
      );
      vi.spyOn(first!, 'getBoundingClientRect').mockReturnValue(new DOMRect(20, 12, 280, 276));
      vi.spyOn(second!, 'getBoundingClientRect').mockReturnValue(new DOMRect(324, 12, 280, 276));
      screen.getByRole('button', { name: 'Pause scrolling' }).focus();

      await user.tab();
      expect(first).toHaveFocus();
      expect(scrollIntoView).not.toHaveBeenCalled();

      await user.tab();
      expect(second).toHaveFocus();
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(second);
      // Lined up with the row's start, a snap position, so snapping cannot pull it back.
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'start' });
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('filters the cards and moves aria-pressed', async () => {
    const user = userEvent.setup();
    render(<Certifications certifications={certifications} />);

    await user.click(filterButton('devops'));
    expect(filterButton('devops')).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton('all')).toHaveAttribute('aria-pressed', 'false');
    expect(cardLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/certificates/devops-1.pdf',
      '/certificates/devops-2.pdf',
      '/certificates/devops-3.pdf',
    ]);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent(
      `Showing 3 ${label('devops')} certifications`,
    );
    // Three cards are repeated to six per copy so the loop still fills the strip.
    const track = screen.getByTestId('certifications-track');
    expect(track.querySelectorAll('a')).toHaveLength(12);
    expect(track.style.getPropertyValue('--marquee-duration')).toBe('30s');

    await user.click(filterButton('general'));
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAccessibleName(linkName('Course 1 in general'));
    const copyA = screen.getByRole('list', { name: 'Certificates' });
    expect(copyA.querySelectorAll('li')).toHaveLength(6);
    for (const repeat of Array.from(copyA.querySelectorAll('li')).slice(1)) {
      expect(repeat).toHaveAttribute('aria-hidden', 'true');
      expect(repeat).toHaveAttribute('inert');
    }

    await user.click(filterButton('all'));
    expect(screen.getAllByRole('link')).toHaveLength(14);
  });

  it('renders one still, scrollable copy when the visitor prefers reduced motion', () => {
    setMediaQueryMatches(reducedMotion, true);
    const { container } = render(<Certifications certifications={certifications} />);
    const track = screen.getByTestId('certifications-track');
    expect(track.querySelectorAll(':scope > ul')).toHaveLength(1);
    expect(track.className).not.toMatch(/animate-marquee/);
    expect(track.style.getPropertyValue('--marquee-duration')).toBe('');
    expect(screen.getByTestId('certifications-strip')).toHaveClass('overflow-x-auto', 'snap-x');
    expect(container.querySelectorAll('a')).toHaveLength(14);
    expect(container.querySelector('[aria-hidden="true"] a')).toBeNull();
    expect(screen.queryByRole('button', { name: /scrolling/ })).toBeNull();
  });

  it('makes each card a 280 px link to the PDF in a new tab, with a preview, title, issuer and badge', () => {
    render(<Certifications certifications={certifications} />);
    for (const certification of certifications) {
      const link = screen.getByRole('link', { name: linkName(certification.title) });
      expect(link).toHaveAttribute('href', certification.pdfPath);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.parentElement).toHaveClass('w-[280px]', 'shrink-0');

      expect(within(link).getByRole('heading', { level: 3 })).toHaveTextContent(
        certification.title,
      );
      expect(within(link).getByText(certification.issuer)).toBeVisible();
      expect(within(link).getByText(certification.category)).toBeVisible();

      const preview = link.querySelector('img');
      expect(preview).toHaveAttribute('src', certificatePreviewPath(certification));
      expect(preview).toHaveAttribute('width', String(imageSizes.certificatePreview.width));
      expect(preview).toHaveAttribute('height', String(imageSizes.certificatePreview.height));
      expect(preview).toHaveAttribute('loading', 'lazy');
      expect(preview).toHaveClass('object-cover', 'object-top');
      expect(preview?.parentElement).toHaveClass('h-[200px]');
    }
  });

  it('shows the stats row: 14 certifications, 5 categories, then the content’s own figures', () => {
    render(<Certifications certifications={certifications} />);
    const terms = screen.getAllByRole('term');
    const definitions = screen.getAllByRole('definition');
    expect(terms.map((t) => t.textContent)).toEqual([
      'Certifications',
      'Categories',
      ...certificationStats.map((stat) => stat.label),
    ]);
    expect(definitions.map((d) => d.textContent)).toEqual([
      '14',
      '5',
      ...certificationStats.map((stat) => stat.value),
    ]);
  });
});

describe('Certifications strip and the pointer', () => {
  it('keeps scrolling when a card is clicked with the pointer', async () => {
    const user = userEvent.setup();
    render(<Certifications certifications={certifications} />);
    const link = screen.getByRole('link', { name: linkName(certifications[2]!.title) });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(link).toHaveFocus();
    expect(screen.getByTestId('certifications-strip')).toHaveAttribute('data-mode', 'marquee');
    expect(screen.getByTestId('certifications-track')).toHaveClass('motion-safe:animate-marquee');
  });
});
