import { render, screen, waitFor, within } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assistant, content, profile } from '../../content';
import { setMediaQueryMatches } from '../../test/matchMedia';
import { ChatWidget } from './ChatWidget';
import { chatWidgetProps } from './chatWidgetProps';
import {
  delta,
  DONE,
  eventStream,
  failureEvent,
  jsonResponse,
  ROLE_ONLY,
  nextStreamedReply,
  signatureEvent,
} from './test/replyStream';

const fetchMock = vi.fn<typeof fetch>();

const TECHNICAL_DIFFICULTIES = `I apologize, but I'm having technical difficulties right now. Please feel free to contact me directly at ${profile.email} or WhatsApp ${profile.phone}.`;
const REPHRASE = 'Sorry, I had trouble processing that. Could you please rephrase your question?';
const FALLBACK = `I apologize for the technical issue. Please contact me directly at ${profile.email} or WhatsApp ${profile.phone}.`;
const TYPING = `${profile.name} is typing...`;
/** The chat's id: a random UUID, made once per chat. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const greetings = assistant.greetings(profile);

/** The chat function streams `text` as one piece, then its signature if given, then [DONE]. */
function replyWith(text: string, signature?: string) {
  const signed = signature ? [signatureEvent(signature)] : [];
  fetchMock.mockResolvedValueOnce(eventStream(ROLE_ONLY, delta(text), ...signed, DONE));
}

const streamReply = () => nextStreamedReply(fetchMock);

/** The body and the signal of the `call`-th request to the chat function. */
const sent = (call = 0) => {
  const init = fetchMock.mock.calls[call]![1]!;
  return { body: JSON.parse(init.body as string) as unknown, signal: init.signal! };
};

/** The texts of the conversation, each as a screen reader reads it (speaker first). */
const texts = (log: HTMLElement) =>
  within(log)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Waits until the newest message in the conversation reads `text` (links and all). */
async function expectReply(log: HTMLElement, text: string) {
  await waitFor(() => expect(texts(log).at(-1)).toBe(`${profile.name}: ${text}`));
}

async function openChat() {
  const user = userEvent.setup();
  render(<ChatWidget {...chatWidgetProps(content)} />);
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
    stopButton: () => within(panel).queryByRole('button', { name: 'Stop' }),
    log: () => within(panel).getByRole('log'),
  };
}

describe('ChatWidget', () => {
  let scrollIntoView: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no scrollIntoView: give elements one to watch.
    scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('shows only the launcher until the visitor opens the chat', () => {
    render(<ChatWidget {...chatWidgetProps(content)} />);
    const button = screen.getByRole('button', { name: 'Open chat' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(greetings[0]!)).not.toBeInTheDocument();
  });

  it('names only what is in the page in aria-controls, from the first press on', async () => {
    const user = userEvent.setup();
    render(<ChatWidget {...chatWidgetProps(content)} />);
    const launcher = screen.getByRole('button', { name: 'Open chat' });
    const controlled = () => document.getElementById(launcher.getAttribute('aria-controls')!);
    await user.click(launcher);
    // The panel's code is still loading: its place holds the id meanwhile.
    expect(controlled()).toHaveAttribute('role', 'status');
    expect(controlled()).toBeVisible();
    await user.click(launcher);
    expect(controlled()).not.toBeNull();
    expect(controlled()).not.toBeVisible();
    await user.click(launcher);
    await waitFor(() => expect(controlled()).toHaveAttribute('role', 'dialog'));
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
    expect(within(log()).getByText(greetings[0]!)).toBeInTheDocument();
    expect(within(log()).getByText(greetings[1]!)).toBeInTheDocument();
    expect(within(log()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('moves focus to the input on open', async () => {
    const { input } = await openChat();
    // The panel's code arrives on its own (lazy), so its effects can run after it shows.
    await waitFor(() => expect(input()).toHaveFocus());
  });

  it('shows the user message at once, the typing indicator until the first words, then the reply as it grows', async () => {
    const reply = streamReply();
    const { user, input, sendButton, stopButton, log } = await openChat();

    await user.type(input(), '  Do you build mobile apps?  {Enter}');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent().body).toEqual({
      conversation: expect.stringMatching(UUID),
      message: 'Do you build mobile apps?',
      language: 'en',
      history: [],
    });
    expect(within(log()).getByText('Do you build mobile apps?')).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    expect(stopButton()).toBeEnabled();
    expect(within(log()).getByText(TYPING)).toBeInTheDocument();
    expect(within(log()).getAllByRole('listitem')).toHaveLength(3);

    // The first words take the typing indicator's place; the reply is busy while it grows.
    await reply.write(ROLE_ONLY, delta('Yes! I build apps'));
    expect(within(log()).queryByText(TYPING)).not.toBeInTheDocument();
    expect(texts(log()).at(-1)).toBe(`${profile.name}: Yes! I build apps`);
    expect(log()).toHaveAttribute('aria-busy', 'true');
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    expect(stopButton()).toBeInTheDocument();

    await reply.write(delta(' with Flutter.'), delta(' Shall we talk?'));
    expect(texts(log()).at(-1)).toBe(
      `${profile.name}: Yes! I build apps with Flutter. Shall we talk?`,
    );

    await reply.finish();
    expect(log()).not.toHaveAttribute('aria-busy');
    expect(stopButton()).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
    expect(input()).toHaveFocus();
    expect(texts(log())).toEqual([
      `${profile.name}: ${greetings[0]}`,
      `${profile.name}: ${greetings[1]}`,
      'You: Do you build mobile apps?',
      `${profile.name}: Yes! I build apps with Flutter. Shall we talk?`,
    ]);
  });

  it('sends with the send button too', async () => {
    replyWith('Hello!');
    const { user, input, sendButton, log } = await openChat();
    await user.type(input(), 'Hi');
    await user.click(sendButton());
    expect(await within(log()).findByText('Hello!')).toBeInTheDocument();
    expect(sent().body).toEqual({
      conversation: expect.stringMatching(UUID),
      message: 'Hi',
      language: 'en',
      history: [],
    });
  });

  it('sends the conversation so far with the next question, each reply with its signature, without the greetings, in one chat', async () => {
    replyWith('I build websites and apps.', 'c2lnbmVkLXJlcGx5');
    const { user, input, log } = await openChat();
    await user.type(input(), 'What do you do?{Enter}');
    await within(log()).findByText('I build websites and apps.');

    replyWith('From $1,500.');
    await user.type(input(), 'How much?{Enter}');
    await within(log()).findByText('From $1,500.');
    expect(sent(1).body).toEqual({
      conversation: (sent(0).body as { conversation: string }).conversation,
      message: 'How much?',
      language: 'en',
      history: [
        { role: 'user', content: 'What do you do?' },
        {
          role: 'assistant',
          content: 'I build websites and apps.',
          signature: 'c2lnbmVkLXJlcGx5',
        },
      ],
    });
  });

  it('does not send empty or whitespace-only input', async () => {
    const { user, input, sendButton, log } = await openChat();
    expect(sendButton()).toBeDisabled();

    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    await user.click(sendButton());

    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(log()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('ignores another send while a reply is pending', async () => {
    const reply = streamReply();
    const { user, input, log } = await openChat();
    await user.type(input(), 'First{Enter}');

    // The disabled input takes no typing; a submit of the form is ignored as well.
    await user.type(input(), 'Second{Enter}');
    (input() as HTMLInputElement).form!.requestSubmit();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await reply.write(delta('Reply'));
    await reply.finish();
    expect(within(log()).getAllByRole('listitem')).toHaveLength(4);
    expect(within(log()).queryByText('Second')).not.toBeInTheDocument();
  });

  describe('stopping a reply', () => {
    it('Stop keeps the text so far, adds nothing after it, and gives the input back', async () => {
      const warn = vi.spyOn(console, 'warn');
      const reply = streamReply();
      const { user, input, sendButton, stopButton, log } = await openChat();
      await user.type(input(), 'Tell me about your projects{Enter}');
      await reply.write(delta('I have built eleven'));

      await user.click(stopButton()!);

      expect(sent().signal.aborted).toBe(true);
      await waitFor(() => expect(input()).toBeEnabled());
      expect(input()).toHaveFocus();
      expect(stopButton()).not.toBeInTheDocument();
      expect(log()).not.toHaveAttribute('aria-busy');
      expect(texts(log()).slice(2)).toEqual([
        'You: Tell me about your projects',
        `${profile.name}: I have built eleven`,
      ]);
      expect(warn).not.toHaveBeenCalled();

      // The stopped reply was never signed: the next question goes without it.
      replyWith('Mostly websites.');
      await user.type(input(), 'Which?');
      await user.click(sendButton());
      await within(log()).findByText('Mostly websites.');
      expect(sent(1).body).toEqual({
        conversation: expect.stringMatching(UUID),
        message: 'Which?',
        language: 'en',
        history: [{ role: 'user', content: 'Tell me about your projects' }],
      });
    });

    it('Stop before the first words leaves the question alone', async () => {
      streamReply();
      const { user, input, stopButton, log } = await openChat();
      await user.type(input(), 'Hi{Enter}');
      await user.click(stopButton()!);

      await waitFor(() => expect(input()).toHaveFocus());
      expect(within(log()).queryByText(TYPING)).not.toBeInTheDocument();
      expect(texts(log()).slice(2)).toEqual(['You: Hi']);
    });

    it('closing the panel stops the reply and keeps the conversation', async () => {
      const reply = streamReply();
      const { user, launcher, panel, input, log } = await openChat();
      await user.type(input(), 'Are you available?{Enter}');
      await reply.write(delta('From next'));

      await user.click(within(panel).getByRole('button', { name: 'Close chat' }));
      expect(panel).not.toBeVisible();
      expect(sent().signal.aborted).toBe(true);
      expect(launcher).toHaveFocus();

      await user.click(launcher);
      await waitFor(() => expect(input()).toBeEnabled());
      expect(input()).toHaveFocus();
      expect(texts(log()).slice(2)).toEqual([
        'You: Are you available?',
        `${profile.name}: From next`,
      ]);
    });

    it('Escape stops the reply too', async () => {
      streamReply();
      const { user, input, panel } = await openChat();
      await user.type(input(), 'Hi{Enter}');
      await user.keyboard('{Escape}');
      expect(panel).not.toBeVisible();
      expect(sent().signal.aborted).toBe(true);
    });
  });

  it('keeps the conversation when the panel closes and opens again', async () => {
    replyWith('I am available from next month.');
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
    replyWith('Sure.');
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

  it('follows a growing reply without smooth scrolling', async () => {
    const reply = streamReply();
    const { user, input } = await openChat();
    await user.type(input(), 'Hi{Enter}');
    scrollIntoView.mockClear();
    await reply.write(delta('One'));
    await reply.write(delta(' two'));
    expect(scrollIntoView.mock.calls).toEqual([
      [{ behavior: 'auto', block: 'end' }],
      [{ behavior: 'auto', block: 'end' }],
    ]);
    await reply.finish();
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'end' });
  });

  it('scrolls instantly and keeps the typing dots still under reduced motion', async () => {
    setMediaQueryMatches('(prefers-reduced-motion: reduce)', true);
    streamReply();
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
    streamReply();
    const { user, input, log } = await openChat();
    await user.type(input(), 'Hi{Enter}');
    for (const dot of within(log()).getAllByTestId('typing-dot')) {
      expect(dot).toHaveClass('animate-bounce');
    }
  });

  describe('error texts', () => {
    it('admits technical difficulties when the chat function answers non-OK', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: 'Internal error' }));
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

    it('asks to rephrase when the reply ends without any text', async () => {
      const reply = streamReply();
      const { user, input, log } = await openChat();
      await user.type(input(), 'Hi{Enter}');
      await reply.write(ROLE_ONLY, delta(' \n'));
      await reply.finish();
      await expectReply(log(), REPHRASE);
      expect(texts(log()).slice(2)).toEqual(['You: Hi', `${profile.name}: ${REPHRASE}`]);
    });

    it('falls back to the outer text on a network error', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const { user, input, log } = await openChat();
      await user.type(input(), 'Hi{Enter}');
      await expectReply(log(), FALLBACK);
      expect(input()).toBeEnabled();
    });

    it('keeps the text of a reply that breaks off midway, then adds the fallback text', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const reply = streamReply();
      const { user, input, log } = await openChat();
      await user.type(input(), 'Hi{Enter}');
      await reply.write(delta('I build websites'));
      await reply.cut();
      await expectReply(log(), FALLBACK);
      expect(texts(log()).slice(2)).toEqual([
        'You: Hi',
        `${profile.name}: I build websites`,
        `${profile.name}: ${FALLBACK}`,
      ]);
      expect(input()).toBeEnabled();
    });

    it('keeps the text before a failure the function reports midway, then admits technical difficulties', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      fetchMock.mockResolvedValueOnce(
        eventStream(delta('I build websites'), failureEvent('The AI gateway failed.')),
      );
      const { user, input, log } = await openChat();
      await user.type(input(), 'Hi{Enter}');
      await expectReply(log(), TECHNICAL_DIFFICULTIES);
      expect(texts(log()).slice(2)).toEqual([
        'You: Hi',
        `${profile.name}: I build websites`,
        `${profile.name}: ${TECHNICAL_DIFFICULTIES}`,
      ]);
    });
  });

  describe('replies are text', () => {
    it('shows markup in a reply as text, never as elements', async () => {
      const markup = '<img src=x onerror=alert(1)><b>bold</b><script>alert(1)</script>';
      replyWith(markup);
      const { user, input, log } = await openChat();
      await user.type(input(), 'Hi{Enter}');
      expect(await within(log()).findByText(markup)).toBeInTheDocument();
      expect(log().querySelector('img, b, script')).toBeNull();
    });

    it('makes web and email addresses clickable, and keeps line breaks', async () => {
      replyWith('Book a call at https://cal.com/example/intro.\nOr email ada@example.org.');
      const { user, input, log } = await openChat();
      await user.type(input(), 'How do we start?{Enter}');

      const web = await within(log()).findByRole('link', {
        name: 'https://cal.com/example/intro',
      });
      expect(web).toHaveAttribute('href', 'https://cal.com/example/intro');
      expect(web).toHaveAttribute('target', '_blank');
      expect(web).toHaveAttribute('rel', 'noopener noreferrer');

      const mail = within(log()).getByRole('link', { name: 'ada@example.org' });
      expect(mail).toHaveAttribute('href', 'mailto:ada@example.org');
      expect(mail).not.toHaveAttribute('target');

      const bubble = web.closest('p')!;
      expect(bubble.textContent).toContain('intro.\nOr email');
      expect(bubble).toHaveClass('whitespace-pre-line');
    });

    it('links an address once enough of it has arrived', async () => {
      const reply = streamReply();
      const { user, input, log } = await openChat();
      await user.type(input(), 'How do we start?{Enter}');
      await reply.write(delta('Write to ada@exa'));
      expect(texts(log()).at(-1)).toBe(`${profile.name}: Write to ada@exa`);
      expect(within(log()).queryByRole('link')).not.toBeInTheDocument();
      await reply.write(delta('mple.org today.'));
      await reply.finish();
      expect(within(log()).getByRole('link', { name: 'ada@example.org' })).toHaveAttribute(
        'href',
        'mailto:ada@example.org',
      );
    });

    it('does not turn a javascript: address into a link', async () => {
      replyWith('Click javascript:alert(1) now');
      const { user, input, log } = await openChat();
      await user.type(input(), 'Hi{Enter}');
      await within(log()).findByText('Click javascript:alert(1) now');
      expect(within(log()).queryByRole('link')).not.toBeInTheDocument();
    });
  });
});
