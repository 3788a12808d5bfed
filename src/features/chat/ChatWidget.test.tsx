import { act, render, screen, waitFor, within } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assistant, profile } from '../../content';
import { setMediaQueryMatches } from '../../test/matchMedia';
import { ChatRequestError, requestReply } from './api/request-reply';
import { ChatWidget } from './ChatWidget';

vi.mock('./api/request-reply', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  requestReply: vi.fn(),
}));

const request = vi.mocked(requestReply);

const TECHNICAL_DIFFICULTIES = `I apologize, but I'm having technical difficulties right now. Please feel free to contact me directly at ${profile.email} or WhatsApp ${profile.phone}.`;
const REPHRASE = 'Sorry, I had trouble processing that. Could you please rephrase your question?';
const FALLBACK = `I apologize for the technical issue. Please contact me directly at ${profile.email} or WhatsApp ${profile.phone}.`;
const TYPING = `${profile.name} is typing...`;

/** A reply the test hands over by hand, to look at the chat while it waits. */
function deferredReply() {
  let resolve!: (text: string | null) => void;
  const promise = new Promise<string | null>((res) => (resolve = res));
  request.mockReturnValueOnce(promise);
  return { resolve };
}

/** Waits until the newest message in the conversation reads `text` (links and all). */
async function expectReply(log: HTMLElement, text: string) {
  await waitFor(() =>
    expect(within(log).getAllByRole('listitem').at(-1)?.textContent).toBe(
      `${profile.name}: ${text}`,
    ),
  );
}

async function openChat() {
  const user = userEvent.setup();
  render(<ChatWidget />);
  // The same button is named 'Open chat' or 'Close chat' (like the panel's own close button).
  const launcher = screen.getByRole('button', { name: 'Open chat' });
  await user.click(launcher);
  const panel = await screen.findByRole('dialog', { name: `Chat with ${profile.name}` });
  return {
    user,
    panel,
    launcher,
    input: () => within(panel).getByRole('textbox', { name: 'Your message' }),
    sendButton: () => within(panel).getByRole('button', { name: 'Send message' }),
    log: () => within(panel).getByRole('log'),
  };
}

describe('ChatWidget', () => {
  let scrollIntoView: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    request.mockReset();
    // jsdom has no scrollIntoView: give elements one to watch.
    scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  });

  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('shows only the launcher until the visitor opens the chat', () => {
    render(<ChatWidget />);
    const button = screen.getByRole('button', { name: 'Open chat' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(assistant.greetings[0]!)).not.toBeInTheDocument();
  });

  it('loads the panel on the first open and names the launcher after what it does', async () => {
    const { user, launcher, panel } = await openChat();
    expect(launcher).toHaveAccessibleName('Close chat');
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(launcher).toHaveAttribute('aria-controls', panel.id);
    expect(panel).not.toHaveAttribute('aria-modal');

    await user.click(launcher);
    expect(launcher).toHaveAccessibleName('Open chat');
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('shows the title, the subtitle and the two greetings', async () => {
    const { panel, log } = await openChat();
    expect(
      within(panel).getByRole('heading', { name: `Chat with ${profile.name}` }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(
        'AI-powered assistant • Ask about projects, services, or get a quote',
      ),
    ).toBeInTheDocument();
    expect(panel).toHaveAccessibleDescription(
      'AI-powered assistant • Ask about projects, services, or get a quote',
    );
    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(within(log()).getByText(assistant.greetings[0]!)).toBeInTheDocument();
    expect(within(log()).getByText(assistant.greetings[1]!)).toBeInTheDocument();
    expect(within(log()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('moves focus to the input on open', async () => {
    const { input } = await openChat();
    expect(input()).toHaveFocus();
  });

  it('shows the user message at once, the typing indicator while waiting, then the reply', async () => {
    const pending = deferredReply();
    const { user, input, sendButton, log } = await openChat();

    await user.type(input(), '  Do you build mobile apps?  {Enter}');

    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(
      'Do you build mobile apps?',
      'en',
      expect.any(AbortSignal),
    );
    expect(within(log()).getByText('Do you build mobile apps?')).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    expect(within(log()).getByText(TYPING)).toBeInTheDocument();

    await act(async () => pending.resolve('Yes! I build apps with Flutter. Shall we talk?'));

    expect(
      await within(log()).findByText('Yes! I build apps with Flutter. Shall we talk?'),
    ).toBeInTheDocument();
    expect(screen.queryByText(TYPING)).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
    expect(input()).toHaveFocus();
    const texts = within(log())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts).toEqual([
      `${profile.name}: ${assistant.greetings[0]}`,
      `${profile.name}: ${assistant.greetings[1]}`,
      'You: Do you build mobile apps?',
      `${profile.name}: Yes! I build apps with Flutter. Shall we talk?`,
    ]);
  });

  it('sends with the send button too', async () => {
    request.mockResolvedValueOnce('Hello!');
    const { user, input, sendButton, log } = await openChat();
    await user.type(input(), 'Hi');
    await user.click(sendButton());
    expect(await within(log()).findByText('Hello!')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('Hi', 'en', expect.any(AbortSignal));
  });

  it('does not send empty or whitespace-only input', async () => {
    const { user, input, sendButton, log } = await openChat();
    expect(sendButton()).toBeDisabled();

    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    await user.click(sendButton());

    expect(request).not.toHaveBeenCalled();
    expect(within(log()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('ignores another send while a reply is pending', async () => {
    const pending = deferredReply();
    const { user, input, log } = await openChat();
    await user.type(input(), 'First{Enter}');

    // The disabled input takes no typing; a submit of the form is ignored as well.
    await user.type(input(), 'Second{Enter}');
    (input() as HTMLInputElement).form!.requestSubmit();
    expect(request).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve('Reply'));
    await within(log()).findByText('Reply');
    expect(within(log()).getAllByRole('listitem')).toHaveLength(4);
    expect(within(log()).queryByText('Second')).not.toBeInTheDocument();
  });

  it('keeps the conversation when the panel closes and opens again', async () => {
    request.mockResolvedValueOnce('I am available from next month.');
    const { user, launcher, panel, input, log } = await openChat();
    await user.type(input(), 'Are you available?{Enter}');
    await within(log()).findByText('I am available from next month.');

    await user.click(within(panel).getByRole('button', { name: 'Close chat' }));
    expect(panel).not.toBeVisible();
    expect(launcher).toHaveFocus();

    await user.click(launcher);
    const reopened = screen.getByRole('dialog');
    expect(reopened).toBe(panel);
    expect(within(reopened).getByText('Are you available?')).toBeVisible();
    expect(within(reopened).getByText('I am available from next month.')).toBeVisible();
    expect(input()).toHaveFocus();
  });

  it('closes on Escape and returns focus to the launcher', async () => {
    const { user, launcher, panel } = await openChat();
    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(launcher).toHaveAccessibleName('Open chat');
    expect(launcher).toHaveFocus();
  });

  it('scrolls to the newest message on open and after each message', async () => {
    request.mockResolvedValueOnce('Sure.');
    const { user, input, log } = await openChat();
    await waitFor(() =>
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'end' }),
    );
    const end = scrollIntoView.mock.contexts.at(-1) as Element;
    expect(end).toBe(log().lastElementChild);

    scrollIntoView.mockClear();
    await user.type(input(), 'Hi{Enter}');
    await within(log()).findByText('Sure.');
    // The user message, the typing indicator, and the reply.
    expect(scrollIntoView.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('scrolls instantly and keeps the typing dots still under reduced motion', async () => {
    setMediaQueryMatches('(prefers-reduced-motion: reduce)', true);
    deferredReply();
    const { user, input, log } = await openChat();
    await waitFor(() =>
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'end' }),
    );
    expect(scrollIntoView).not.toHaveBeenCalledWith(
      expect.objectContaining({ behavior: 'smooth' }),
    );

    await user.type(input(), 'Hi{Enter}');
    const dots = within(log()).getAllByTestId('typing-dot');
    expect(dots).toHaveLength(3);
    for (const dot of dots) expect(dot.className).not.toMatch(/animate-/);
  });

  it('bounces the typing dots when motion is fine', async () => {
    deferredReply();
    const { user, input, log } = await openChat();
    await user.type(input(), 'Hi{Enter}');
    for (const dot of within(log()).getAllByTestId('typing-dot')) {
      expect(dot).toHaveClass('animate-bounce');
    }
  });

  describe('error texts', () => {
    it('admits technical difficulties when the chat function answers non-OK', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      request.mockRejectedValueOnce(new ChatRequestError('API request failed: 500'));
      const { user, input, log } = await openChat();
      await user.type(input(), 'Hi{Enter}');
      await expectReply(log(), TECHNICAL_DIFFICULTIES);
      expect(warn).toHaveBeenCalledWith('API request failed: 500');
      // The owner's email in the text is a link.
      expect(within(log()).getByRole('link', { name: profile.email })).toHaveAttribute(
        'href',
        `mailto:${profile.email}`,
      );
    });

    it('asks to rephrase when the answer has no content', async () => {
      request.mockResolvedValueOnce(null);
      const { user, input, log } = await openChat();
      await user.type(input(), 'Hi{Enter}');
      expect(await within(log()).findByText(REPHRASE)).toBeInTheDocument();
    });

    it('falls back to the outer text on a network error', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      request.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const { user, input, log } = await openChat();
      await user.type(input(), 'Hi{Enter}');
      await expectReply(log(), FALLBACK);
      expect(input()).toBeEnabled();
    });
  });

  describe('replies are text', () => {
    it('shows markup in a reply as text, never as elements', async () => {
      const markup = '<img src=x onerror=alert(1)><b>bold</b><script>alert(1)</script>';
      request.mockResolvedValueOnce(markup);
      const { user, input, log } = await openChat();
      await user.type(input(), 'Hi{Enter}');
      expect(await within(log()).findByText(markup)).toBeInTheDocument();
      expect(log().querySelector('img, b, script')).toBeNull();
    });

    it('makes web and email addresses clickable, and keeps line breaks', async () => {
      request.mockResolvedValueOnce(
        'Book a call at https://cal.com/example/intro.\nOr email hello@example.com.',
      );
      const { user, input, log } = await openChat();
      await user.type(input(), 'How do we start?{Enter}');

      const web = await within(log()).findByRole('link', {
        name: 'https://cal.com/example/intro',
      });
      expect(web).toHaveAttribute('href', 'https://cal.com/example/intro');
      expect(web).toHaveAttribute('target', '_blank');
      expect(web).toHaveAttribute('rel', 'noopener noreferrer');

      const mail = within(log()).getByRole('link', { name: 'hello@example.com' });
      expect(mail).toHaveAttribute('href', 'mailto:hello@example.com');
      expect(mail).not.toHaveAttribute('target');

      const bubble = web.closest('p')!;
      expect(bubble.textContent).toContain('intro.\nOr email');
      expect(bubble).toHaveClass('whitespace-pre-line');
    });

    it('does not turn a javascript: address into a link', async () => {
      request.mockResolvedValueOnce('Click javascript:alert(1) now');
      const { user, input, log } = await openChat();
      await user.type(input(), 'Hi{Enter}');
      await within(log()).findByText('Click javascript:alert(1) now');
      expect(within(log()).queryByRole('link')).not.toBeInTheDocument();
    });
  });
});
