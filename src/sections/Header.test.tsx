import { act, render, screen, within } from '../test/render';
import userEvent from '@testing-library/user-event';
import { content, locales, navigation } from '../content';
import { allLocaleTexts } from '../content/locales/all';
import { Header } from './Header';
import { headerProps } from './headerProps';

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  window.scrollY = 0;
});

describe('Header', () => {
  it('is fixed at the top and opaque until the page scrolls more than 50 px', () => {
    render(<Header {...headerProps(content)} />);
    const header = screen.getByRole('banner');
    expect(header).toHaveClass('fixed', 'top-0');
    expect(header).toHaveAttribute('data-translucent', 'false');

    scrollTo(50);
    expect(header).toHaveAttribute('data-translucent', 'false');
    expect(header).toHaveClass('bg-canvas');

    scrollTo(51);
    expect(header).toHaveAttribute('data-translucent', 'true');
    expect(header).toHaveClass('backdrop-blur-lg');

    scrollTo(10);
    expect(header).toHaveAttribute('data-translucent', 'false');
  });

  it('links to the sections the page has, in order, and has a Get a Quote button to #contact', () => {
    render(<Header {...headerProps(content)} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    // A section with nothing to show (no project, no certificate) has no link.
    const shown = new Set(navigation.map((item) => `#${item.id}`));
    expect(hrefs).toEqual(
      ['#home', '#services', '#portfolio', '#certifications', '#about', '#contact'].filter((href) =>
        shown.has(href),
      ),
    );
    const quote = screen.getAllByRole('link', { name: 'Get a Quote' })[0];
    expect(quote).toHaveAttribute('href', '#contact');
  });

  // Before the header hydrates, the islands' runtime lets these through instead of holding them.
  it('marks its links to sections, and Get a Quote, as working without React', () => {
    render(<Header {...headerProps(content)} />);
    const links = [
      screen.getByRole('link', { name: `${content.profile.name}.` }),
      ...within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link'),
      screen.getByRole('link', { name: 'Get a Quote' }),
    ];
    for (const link of links) {
      expect(link).toHaveAttribute('data-works-without-react');
      expect(link.getAttribute('href')).toMatch(/^#/);
    }
    // The page's own listener asks for the quote (lib/quoteRequest), as for the hero's.
    expect(screen.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute(
      'data-requests-quote',
    );
  });

  it('cuts a name longer than the bar short on screen, and keeps it whole for screen readers', () => {
    const name = 'Maximiliana Alessandra Wolfeschlegelsteinhausen-Bergdorff';
    render(<Header {...headerProps(content)} name={name} />);
    const home = screen.getByRole('link', { name: `${name}.` });
    // It may shrink below its words (min-w-0), which then end in an ellipsis on one line.
    expect(home).toHaveClass('min-w-0', 'truncate');
    // Cut at the name's own end, whichever way the page runs.
    expect(home).toHaveAttribute('dir', 'auto');
  });

  it('shows short words on its quote button on a phone, and names it with the whole label', () => {
    render(<Header {...headerProps(content)} />);
    const quote = screen.getByRole('link', { name: 'Get a Quote' });
    expect(quote).toHaveClass('whitespace-nowrap');
    const short = within(quote).getByText('Quote', { exact: true });
    expect(short).toHaveAttribute('aria-hidden', 'true');
    expect(short).toHaveClass('sm:hidden');
    expect(within(quote).getByText('Get a Quote')).toHaveClass('max-sm:sr-only');
  });

  // A voice control user says the words they see: the short label must be found in the name.
  it.each(Object.entries(allLocaleTexts))(
    "%s: the quote button's short words are words of its whole label",
    (code, texts) => {
      const { getQuote, getQuoteShort } = texts.ui.header;
      expect(getQuote.toLocaleLowerCase(code)).toContain(getQuoteShort.toLocaleLowerCase(code));
    },
  );

  it('opens the mobile menu with a toggle that reports aria-expanded', async () => {
    const user = userEvent.setup();
    render(<Header {...headerProps(content)} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    // The page's sections, Get a Quote, and one link per language.
    expect(within(menu).getAllByRole('link')).toHaveLength(navigation.length + 1 + locales.length);
  });

  it('closes the mobile menu when a link is chosen', async () => {
    const user = userEvent.setup();
    render(<Header {...headerProps(content)} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('link', { name: 'Portfolio' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    render(<Header {...headerProps(content)} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the mobile menu when Tab moves focus out of the header', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Header {...headerProps(content)} />
        <a href="#after">After the header</a>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    // Its links, then the theme switch last.
    const controls = [...within(menu).getAllByRole('link'), within(menu).getByRole('switch')];
    for (const control of controls) {
      await user.tab();
      expect(control).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    await user.tab();
    expect(screen.getByRole('link', { name: 'After the header' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('keeps the mobile menu within the screen, scrolling itself when the screen is short', async () => {
    const user = userEvent.setup();
    render(<Header {...headerProps(content)} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toHaveClass(
      'max-h-[calc(100dvh-4rem)]',
      'overflow-y-auto',
    );
  });
});
