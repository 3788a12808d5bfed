import { render, screen, within } from '../test/render';
import { describe, expect, it, vi } from 'vitest';
import { content, footerServices, navigation, profile } from '../content';
import { CURRENT_YEAR_ATTRIBUTE } from '../lib/currentYear';
import { Footer } from './Footer';

function listUnder(headingName: string): HTMLElement {
  const heading = screen.getByRole('heading', { name: headingName });
  const list = heading.parentElement?.querySelector('ul');
  if (!list) throw new Error(`no list under ${headingName}`);
  return list;
}

describe('Footer', () => {
  it("shows the owner's name and tagline", () => {
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: profile.name })).toHaveAttribute(
      'href',
      '#home',
    );
    expect(within(footer).getByText(profile.tagline)).toBeInTheDocument();
  });

  it('links to the code host, the professional network and mail', () => {
    render(<Footer />);
    const socials = screen.getByRole('list', { name: 'Social links' });
    const links = within(socials).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'GitHub',
      'LinkedIn',
      'Email',
    ]);

    const github = within(socials).getByRole('link', { name: 'GitHub' });
    expect(github).toHaveAttribute(
      'href',
      profile.socials.find((link) => link.platform === 'github')?.url,
    );
    expect(github).toHaveAttribute('target', '_blank');
    expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(socials).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'target',
      '_blank',
    );
    const email = within(socials).getByRole('link', { name: 'Email' });
    expect(email).toHaveAttribute('href', `mailto:${profile.email}`);
    expect(email).not.toHaveAttribute('target');
  });

  it('has quick links to the sections the page has, in order', () => {
    render(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Quick Links' });
    const links = within(nav).getAllByRole('link');
    const sections = [
      ['Home', '#home'],
      ['Services', '#services'],
      ['Portfolio', '#portfolio'],
      ['Certifications', '#certifications'],
      ['About', '#about'],
      ['Contact', '#contact'],
    ];
    // A section with nothing to show (no project, no certificate) has no link.
    const shown = new Set(navigation.map((item) => `#${item.id}`));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      sections.filter(([, href]) => shown.has(href!)),
    );
  });

  it('lists the services', () => {
    render(<Footer />);
    const items = within(listUnder('Services')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(footerServices);
  });

  // The build's year; the page's runtime sets the marked year to the visitor's (lib/currentYear.ts).
  it('prints the current year in the copyright line, marked for the runtime', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T12:00:00Z'));
    const { unmount } = render(<Footer />);
    const line = () =>
      screen.getByText(
        (_, element) => element?.tagName === 'P' && /©/.test(element.textContent ?? ''),
      );
    expect(line()).toHaveTextContent(`© 2031 ${profile.name}. All rights reserved.`);
    expect(line().querySelector(`[${CURRENT_YEAR_ATTRIBUTE}]`)).toHaveTextContent(/^2031$/);
    unmount();

    vi.setSystemTime(new Date('2042-07-01T12:00:00Z'));
    render(<Footer />);
    expect(line()).toHaveTextContent(`© 2042 ${profile.name}. All rights reserved.`);
  });

  it('leaves a copyright line that does not spell the year in digits as written', () => {
    const words = {
      ...content,
      ui: {
        ...content.ui,
        footer: {
          ...content.ui.footer,
          copyright: (_year: number, name: string) => `All rights reserved, ${name}.`,
        },
      },
    };
    const { container } = render(<Footer />, { content: words });
    expect(container).toHaveTextContent(`All rights reserved, ${profile.name}.`);
    expect(container.querySelector(`[${CURRENT_YEAR_ATTRIBUTE}]`)).toBeNull();
  });
});
