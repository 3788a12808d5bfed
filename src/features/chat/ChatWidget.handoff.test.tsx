import { render, screen, waitFor, within } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { content, profile } from '../../content';
import { ChatWidget } from './ChatWidget';
import { chatWidgetProps } from './chatWidgetProps';
import {
  delta,
  DONE,
  eventStream,
  offerEvent,
  ROLE_ONLY,
  signatureEvent,
} from './test/replyStream';

const fetchMock = vi.fn<typeof fetch>();
const OWNER = profile.name.split(' ')[0]!;
const QUESTION = 'Can you build my restaurant site, budget 3k?';
const REPLY = 'Yes! A restaurant site like that usually takes me three to four weeks.';
const SIGNATURE = 'a'.repeat(43);

async function askAndGetOffer() {
  const user = userEvent.setup();
  render(<ChatWidget {...chatWidgetProps(content)} />);
  await user.click(screen.getByRole('button', { name: 'Open chat' }));
  const panel = await screen.findByRole('dialog', { name: `Chat with ${profile.name}` });
  fetchMock.mockResolvedValueOnce(
    eventStream(
      ROLE_ONLY,
      delta(REPLY),
      offerEvent(SIGNATURE, { service: 'website', budget: '1k_5k' }),
      DONE,
    ),
  );
  await user.type(within(panel).getByRole('textbox', { name: 'Your message' }), QUESTION);
  await user.click(within(panel).getByRole('button', { name: 'Send message' }));
  const offer = await within(panel).findByRole('button', {
    name: `Send this conversation to ${OWNER}`,
  });
  return { user, panel, offer };
}

/** The hand-over request the widget sent (the `call`-th fetch). */
const handoffRequest = (call: number) => {
  const [url, init] = fetchMock.mock.calls[call]!;
  return { url: String(url), body: JSON.parse(init!.body as string) as Record<string, unknown> };
};

async function fillIn(user: ReturnType<typeof userEvent.setup>, panel: HTMLElement) {
  await user.type(within(panel).getByRole('textbox', { name: 'Your name' }), 'Amal');
  await user.type(within(panel).getByRole('textbox', { name: 'Your email' }), 'amal@example.com');
}

describe('Send this conversation to the owner', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    Element.prototype.scrollIntoView = vi.fn() as unknown as Element['scrollIntoView'];
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is not offered before a reply offers it', async () => {
    const user = userEvent.setup();
    render(<ChatWidget {...chatWidgetProps(content)} />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    const panel = await screen.findByRole('dialog');
    fetchMock.mockResolvedValueOnce(
      eventStream(ROLE_ONLY, delta('I like React.'), signatureEvent(SIGNATURE), DONE),
    );
    await user.type(within(panel).getByRole('textbox', { name: 'Your message' }), 'Frameworks?');
    await user.click(within(panel).getByRole('button', { name: 'Send message' }));
    await within(panel).findByText('I like React.');
    expect(within(panel).queryByRole('button', { name: /Send this conversation/ })).toBeNull();
  });

  it('sends the conversation, the visitor and the brief the offer read, then says what happens next', async () => {
    const { user, panel, offer } = await askAndGetOffer();
    await user.click(offer);
    const form = within(panel).getByRole('form', { name: `Send this conversation to ${OWNER}` });
    expect(within(form).getByRole('textbox', { name: 'Your name' })).toHaveFocus();
    // The brief starts from the visitor's words: a website, $1k-5k.
    expect(within(form).getByRole('radio', { name: 'Website' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: '$1k–5k' })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: 'Within 3 months' }));
    await fillIn(user, panel);
    await user.type(
      within(form).getByRole('textbox', { name: /Anything to add/ }),
      'Evenings are best.',
    );

    fetchMock.mockResolvedValueOnce(new Response('{"stored":true}', { status: 201 }));
    await user.click(within(form).getByRole('button', { name: `Send to ${OWNER}` }));

    const log = within(panel).getByRole('log');
    // The email is a link inside the line: read the line's whole text.
    await waitFor(() =>
      expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent(
        /Sent! .* will reply to amal@example\.com/,
      ),
    );
    const { url, body } = handoffRequest(1);
    expect(url).toMatch(/\/functions\/v1\/chat\/handoff$/);
    expect(body).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      // The chat's id, as its request carried it: the function signed the reply for it.
      conversation: handoffRequest(0).body.conversation,
      name: 'Amal',
      email: 'amal@example.com',
      note: 'Evenings are best.',
      language: 'en',
      brief: { service: 'website', budget: '1k_5k', timeline: '3_months' },
      // The greetings are the page's, not the assistant's: only the signed reply goes.
      transcript: [
        { role: 'user', content: QUESTION },
        { role: 'assistant', content: REPLY, signature: SIGNATURE },
      ],
      signals: { signal_honeypot: '', signal_touched: true },
    });
    expect(body.conversation).toMatch(/^[0-9a-f-]{36}$/);
    // Sent once: the offer is not made again.
    expect(within(panel).queryByRole('button', { name: /Send this conversation/ })).toBeNull();
    expect(within(panel).getByRole('textbox', { name: 'Your message' })).toBeVisible();
  });

  it('checks the name, the email and the length of the note before sending', async () => {
    const { user, panel, offer } = await askAndGetOffer();
    await user.click(offer);
    await user.click(within(panel).getByRole('button', { name: `Send to ${OWNER}` }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Please enter your name.');
    expect(within(panel).getByRole('textbox', { name: 'Your name' })).toHaveFocus();
    await user.type(within(panel).getByRole('textbox', { name: 'Your name' }), 'Amal');
    await user.type(within(panel).getByRole('textbox', { name: 'Your email' }), 'amal@');
    await user.click(within(panel).getByRole('button', { name: `Send to ${OWNER}` }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Please enter a valid email address.',
    );
    await user.type(within(panel).getByRole('textbox', { name: 'Your email' }), 'example.com');
    await user.click(within(panel).getByRole('textbox', { name: /Anything to add/ }));
    await user.paste('x'.repeat(5001));
    await user.click(within(panel).getByRole('button', { name: `Send to ${OWNER}` }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Please keep your note under 5,000 characters.',
    );
    expect(within(panel).getByRole('textbox', { name: /Anything to add/ })).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed when a send fails, and retries with the same id', async () => {
    const { user, panel, offer } = await askAndGetOffer();
    await user.click(offer);
    await fillIn(user, panel);
    const send = () => user.click(within(panel).getByRole('button', { name: `Send to ${OWNER}` }));

    fetchMock.mockResolvedValueOnce(new Response('{"error":"down"}', { status: 502 }));
    await send();
    await waitFor(() =>
      expect(within(panel).getByRole('alert')).toHaveTextContent(
        'The conversation could not be sent. Please try again.',
      ),
    );
    expect(within(panel).getByRole('textbox', { name: 'Your name' })).toHaveValue('Amal');

    fetchMock.mockResolvedValueOnce(new Response('{"error":"slow down"}', { status: 429 }));
    await send();
    await waitFor(() =>
      expect(within(panel).getByRole('alert')).toHaveTextContent(/Too many messages/),
    );
    expect(handoffRequest(2).body.id).toBe(handoffRequest(1).body.id);
  });

  it('goes back to the conversation as it was', async () => {
    const { user, panel, offer } = await askAndGetOffer();
    await user.click(offer);
    await user.click(within(panel).getByRole('button', { name: 'Back to the chat' }));
    expect(within(panel).queryByRole('form')).toBeNull();
    expect(within(panel).getByText(REPLY)).toBeVisible();
    expect(within(panel).getByRole('button', { name: /Send this conversation/ })).toBeVisible();
  });
});
