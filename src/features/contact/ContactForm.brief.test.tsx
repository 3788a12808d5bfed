import { act, fireEvent, render, screen, within } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentFor } from '../../content';
import { allLocaleTexts } from '../../content/locales/all';
import { locales } from '../../content/locales/index';
import { content } from '../../content';
import { listenForQuoteLinks } from '../../lib/quoteRequest';
import { Header } from '../../sections/Header';
import { headerProps } from '../../sections/headerProps';
import { Hero } from '../../sections/hero/Hero';
import { Services } from '../../sections/Services';
import { sendContactMessage } from './api/send-contact-message';
import type * as ErrorBoundaryModule from '../../components/ErrorBoundary';
import { ContactForm } from './ContactForm';
import { CONTACT_DRAFT_KEY, DRAFT_SAVE_DELAY_MS } from './contactDraft';

/** The site's languages other than the base one. */
const otherLanguages = locales.slice(1).map((locale) => locale.code);

vi.mock('./api/send-contact-message', () => ({ sendContactMessage: vi.fn() }));
// The chips load when the brief first opens (ProjectBrief.test.tsx shows it); here they are at
// hand at once, so each step reads as the visitor sees it.
vi.mock('../../components/ErrorBoundary', async (importOriginal) => {
  const actual = await importOriginal<typeof ErrorBoundaryModule>();
  const { BriefChoices } = await import('../../components/BriefChoices');
  return {
    ...actual,
    LazyBoundary: ({ props }: { props: Parameters<typeof BriefChoices>[0] }) => (
      <BriefChoices {...props} />
    ),
  };
});

const send = vi.mocked(sendContactMessage);
const SENT = 'Your message has been sent successfully!';

const toggle = () => screen.getByRole('button', { name: /^Add project details/ });
const group = (legend: string) => screen.getByRole('group', { name: legend });
const chip = (legend: string, name: string) => within(group(legend)).getByRole('radio', { name });

/** The chips checked in each row, by their visible names. */
function checkedChips() {
  return Object.fromEntries(
    ['Service', 'Budget', 'Timeline'].map((legend) => [
      legend,
      within(group(legend))
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked)
        .map((radio) => radio.closest('label')?.textContent),
    ]),
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'I need a quote.');
}

const sendButton = () => screen.getByRole('button', { name: 'Send Message' });

describe('ContactForm brief', () => {
  beforeEach(() => {
    send.mockReset();
    localStorage.clear();
  });

  afterEach(() => {
    vi.clearAllMocks();
  });

  it('stays folded under a labelled toggle until the visitor opens it', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAccessibleName('Add project details — service, budget, timeline');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    await user.click(toggle());

    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle().getAttribute('aria-controls') ?? '')).toBeVisible();
    const names = (legend: string) =>
      within(group(legend))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
    expect(names('Service')).toEqual([
      'Website',
      'Mobile app',
      'Chatbot',
      'Something else',
      'Not sure yet',
    ]);
    expect(names('Budget')).toEqual(['Under $1k', '$1k–5k', '$5k–10k', '$10k+', 'Not sure yet']);
    expect(names('Timeline')).toEqual([
      'As soon as possible',
      'Within a month',
      'Within 3 months',
      'Flexible',
      'Not sure yet',
    ]);
    // Nothing is chosen: each row starts on "Not sure yet".
    expect(checkedChips()).toEqual({
      Service: ['Not sure yet'],
      Budget: ['Not sure yet'],
      Timeline: ['Not sure yet'],
    });

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('sends the chosen chips with the message', async () => {
    send.mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(toggle());
    await user.click(chip('Service', 'Website'));
    await user.click(chip('Budget', '$5k–10k'));
    await user.click(chip('Timeline', 'Within a month'));
    expect(chip('Budget', '$5k–10k')).toBeChecked();

    await user.click(sendButton());

    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      message: 'I need a quote.',
      brief: { service: 'website', budget: '5k_10k', timeline: '1_month' },
    });
  });

  it('is optional: a row left on "Not sure yet", or set back to it, is not sent', async () => {
    send.mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(toggle());
    await user.click(chip('Service', 'Chatbot'));
    await user.click(chip('Budget', 'Under $1k'));
    await user.click(chip('Budget', 'Not sure yet'));

    await user.click(sendButton());

    expect(send.mock.calls[0]?.[0].brief).toStrictEqual({ service: 'chatbot' });
  });

  it('is reached with the keyboard: Tab into a row, arrows move the choice', async () => {
    send.mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    toggle().focus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    await user.tab();
    // A radio group is one tab stop, on its checked radio.
    expect(chip('Service', 'Not sure yet')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(chip('Service', 'Website')).toHaveFocus();
    expect(chip('Service', 'Website')).toBeChecked();
    await user.tab();
    expect(chip('Budget', 'Not sure yet')).toHaveFocus();

    await user.click(sendButton());
    expect(send.mock.calls[0]?.[0].brief).toStrictEqual({ service: 'website' });
  });

  it('names what is chosen under the toggle while folded, since it is still sent', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(toggle());
    await user.click(chip('Service', 'Mobile app'));
    await user.click(chip('Timeline', 'Flexible'));
    await user.click(toggle());

    expect(screen.getByText('Chosen: Mobile app · Flexible')).toBeVisible();
    expect(toggle()).toHaveAccessibleDescription('Chosen: Mobile app · Flexible');
    await user.click(toggle());
    expect(screen.queryByText(/^Chosen:/)).not.toBeInTheDocument();
  });

  it('keeps the brief after a failed send, and the retry sends it with the same id', async () => {
    send.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(toggle());
    await user.click(chip('Service', 'Something else'));
    await user.click(chip('Budget', '$10k+'));

    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error sending your message. Please try again.',
    );
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(checkedChips()).toEqual({
      Service: ['Something else'],
      Budget: ['$10k+'],
      Timeline: ['Not sure yet'],
    });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('I need a quote.');

    await user.click(sendButton());
    await screen.findByText(SENT);
    const [first, retry] = send.mock.calls.map(([input]) => input);
    expect(retry?.brief).toStrictEqual({ service: 'other', budget: 'over_10k' });
    expect(retry?.id).toBe(first?.id);
  });

  it('clears and folds the brief once the message is sent', async () => {
    send.mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(toggle());
    await user.click(chip('Service', 'Website'));
    await user.click(sendButton());
    await screen.findByText(SENT);

    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/^Chosen:/)).not.toBeInTheDocument();
    await user.click(toggle());
    expect(chip('Service', 'Not sure yet')).toBeChecked();
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });
});

describe('ContactForm brief in the draft', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockResolvedValue(undefined);
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  // user-event waits on setTimeout, which is fake here: click with fireEvent instead.
  it('saves the chosen chips with the text, and a reload restores them, open', async () => {
    const { unmount } = render(<ContactForm />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    fireEvent.click(toggle());
    fireEvent.click(chip('Service', 'Chatbot'));
    fireEvent.click(chip('Timeline', 'As soon as possible'));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(JSON.parse(localStorage.getItem(CONTACT_DRAFT_KEY) ?? 'null')).toEqual({
      name: 'Ada',
      email: '',
      subject: '',
      message: '',
      brief: { service: 'chatbot', timeline: 'asap' },
    });
    unmount();

    render(<ContactForm />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(checkedChips()).toEqual({
      Service: ['Chatbot'],
      Budget: ['Not sure yet'],
      Timeline: ['As soon as possible'],
    });

    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Hello' },
    });
    fireEvent.click(sendButton());
    await act(async () => {});
    expect(send.mock.calls[0]?.[0].brief).toStrictEqual({ service: 'chatbot', timeline: 'asap' });
  });

  it('restores a draft without a brief folded, with nothing chosen', () => {
    localStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ message: 'Hi' }));
    render(<ContactForm />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hi');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/^Chosen:/)).not.toBeInTheDocument();
  });
});

describe('"Get a Quote" opens the brief', () => {
  // The home page listens for the static sections' links (src/islands/homePage.ts).
  let stopListening: () => void;
  beforeEach(() => {
    localStorage.clear();
    stopListening = listenForQuoteLinks();
  });
  afterEach(() => stopListening());

  it.each([
    ['the hero', () => <Hero />, 'Get a Quote'],
    ['the services', () => <Services />, 'Get a Custom Quote'],
    ['the header', () => <Header {...headerProps(content)} />, 'Get a Quote'],
  ])('from %s, still linking to #contact', async (_place, Section, name) => {
    const user = userEvent.setup();
    render(
      <>
        <Section />
        <section id="contact">
          <ContactForm />
        </section>
      </>,
    );
    const link = screen.getAllByRole('link', { name })[0]!;
    expect(link).toHaveAttribute('href', '#contact');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(link);

    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(group('Service')).toBeVisible();
    // A second click leaves it open.
    await user.click(link);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('from the phone menu of the header, which also closes the menu', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Header {...headerProps(content)} />
        <ContactForm />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('link', { name: 'Get a Quote' }));

    expect(menu).not.toBeVisible();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('asked before the form hydrated, opens it when it does (the form is an island)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Services />);
    await user.click(screen.getByRole('link', { name: 'Get a Custom Quote' }));
    rerender(
      <>
        <Services />
        <ContactForm />
      </>,
    );
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('ContactForm brief in the page’s language', () => {
  it.skipIf(otherLanguages.length === 0).each(otherLanguages)(
    'words the toggle, the rows and the chips in %s',
    async (code) => {
      const content = contentFor(allLocaleTexts[code]!);
      const texts = content.ui.brief;
      const user = userEvent.setup();
      render(<ContactForm />, { content });

      await user.click(screen.getByRole('button', { name: texts.toggle }));

      const budget = screen.getByRole('group', { name: texts.fields.budget });
      expect(
        within(budget)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual([...Object.values(texts.values.budget), texts.notSure]);
      expect(screen.getByRole('group', { name: texts.fields.service })).toBeVisible();
      expect(screen.getByRole('group', { name: texts.fields.timeline })).toBeVisible();
    },
  );
});
