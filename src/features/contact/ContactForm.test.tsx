import { act, cleanup, fireEvent, render, screen, waitFor } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendContactMessage } from './api/send-contact-message';
import { contentFor } from '../../content';
import { allLocaleTexts } from '../../content/locales/all';
import { locales } from '../../content/locales/index';
import { ContactForm } from './ContactForm';
import { CONTACT_DRAFT_KEY, DRAFT_SAVE_DELAY_MS } from './contactDraft';
import { CONTACT_SEND_ATTEMPT_KEY } from './sendAttempt';
import { ContactBackendError } from './sendErrorMessage';
import type * as spamSignalsModule from '../../lib/spamSignals';
import { isPersonEvent } from '../../lib/spamSignals';

/** The site's languages other than the base one. */
const otherLanguages = locales.slice(1).map((locale) => locale.code);

vi.mock('./api/send-contact-message', () => ({ sendContactMessage: vi.fn() }));
vi.mock('../../lib/spamSignals', async (importOriginal) => ({
  ...(await importOriginal<typeof spamSignalsModule>()),
  // jsdom marks every event as a script's; in these tests the user-event calls are the person.
  isPersonEvent: vi.fn(() => true),
}));

/** How long the person in these tests takes to write a message. */
const TYPING_TIME_MS = 8_000;

const send = vi.mocked(sendContactMessage);

/** The backend refused the message with `message` (as the api module reports it). */
const refused = (message: string) => new ContactBackendError({ code: '42501', message }, 401);

/** Lets every task already queued run (setImmediate is real in the draft tests, unlike setTimeout). */
const nextMacrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A promise the test settles by hand, to look at the form while a send is pending. */
function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fields() {
  return {
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    subject: screen.getByRole('textbox', { name: /^Subject/ }),
    message: screen.getByRole('textbox', { name: 'Message' }),
  };
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<'name' | 'email' | 'subject' | 'message', string>>,
) {
  const inputs = fields();
  for (const [field, value] of Object.entries(values)) {
    await user.type(inputs[field as keyof typeof inputs], value);
  }
  vi.advanceTimersByTime(TYPING_TIME_MS);
}

const complete = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A new website',
  message: 'I need a quote.',
};

/** What the form sends: the values with the id it gave the message (any UUID), and its signals. */
function withId(values: typeof complete, brief = {}) {
  return {
    ...values,
    // Nothing chosen unless the test chose it.
    brief,
    id: expect.stringMatching(UUID) as unknown as string,
    signals: expect.objectContaining({ signal_honeypot: '' }) as unknown as object,
    // The page's language, English in these tests.
    language: 'en',
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The id of the message sent by the n-th call of sendContactMessage. */
const sentId = (call: number) => send.mock.calls[call]?.[0].id;

function setup() {
  const user = userEvent.setup();
  render(<ContactForm />);
  return {
    user,
    submitButton: () => screen.getByRole('button', { name: /send message|sending/i }),
  };
}

describe('ContactForm', () => {
  beforeEach(() => {
    send.mockReset();
    localStorage.clear();
    // Only the clock is fake, so the fill-time check is deterministic and fillIn can let time pass.
    vi.useFakeTimers({ toFake: ['Date'] });
  });

  afterEach(() => {
    vi.clearAllMocks();
  });

  it('has labelled fields with the right attributes', () => {
    setup();
    const { name, email, subject, message } = fields();

    expect(name).toBeRequired();
    expect(email).toBeRequired();
    expect(message).toBeRequired();
    expect(subject).not.toBeRequired();

    expect(email).toHaveAttribute('type', 'email');
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '6');

    // No maxlength: the browser would cut a long paste without a word (see the next test).
    for (const field of [name, email, subject, message]) {
      expect(field).not.toHaveAttribute('maxlength');
    }
    expect(message).toHaveAccessibleDescription('0 / 5,000 characters');

    // The form's own messages show, not the browser's bubbles.
    expect(screen.getByRole('form', { name: 'Contact form' })).toHaveAttribute('novalidate');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps a message over the limit whole, counts it, and refuses it with the rule', async () => {
    const { user } = setup();
    const long = `${'Long text. '.repeat(909)}x`; // 10,000 characters
    await fillIn(user, { name: 'Ada', email: 'ada@example.com' });
    await user.click(fields().message);
    await user.paste(long);

    expect(fields().message).toHaveValue(long);
    expect(screen.getByText(/^10,000 \/ 5,000/)).toHaveClass('text-danger-text');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Message must be at most 5000 characters');
    expect(fields().message).toHaveFocus();
    expect(fields().message).toHaveAccessibleDescription(
      'Message must be at most 5000 characters 10,000 / 5,000 characters',
    );
    expect(fields().message).toHaveValue(long);
    expect(send).not.toHaveBeenCalled();
  });

  it('counts characters as the database does: an emoji is one', async () => {
    const { user } = setup();
    await user.type(fields().message, '👋🏽 hi');
    // 👋🏽 is two code points (hand and skin tone), then a space and two letters.
    expect(fields().message).toHaveAccessibleDescription('5 / 5,000 characters');
  });

  it('marks required fields with a visible, decorative star', () => {
    setup();
    for (const label of ['Name', 'Email', 'Message']) {
      const star = screen.getByText(label).querySelector('[aria-hidden="true"]');
      expect(star).toHaveTextContent('*');
    }
    expect(screen.getByText('Subject').querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('asks for the required fields on an empty submit, without sending', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(send).not.toHaveBeenCalled();
    expect(fields().name).toHaveFocus();
    expect(fields().name).toHaveAttribute('aria-invalid', 'true');
  });

  it('treats whitespace-only required fields as empty', async () => {
    const { user } = setup();
    await fillIn(user, { name: '   ', email: 'ada@example.com', message: 'Hi' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(send).not.toHaveBeenCalled();
  });

  it('rejects a bad email address and focuses the email field', async () => {
    const { user } = setup();
    await fillIn(user, { ...complete, email: 'a@b' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(send).not.toHaveBeenCalled();
    expect(fields().email).toHaveFocus();
    expect(fields().email).toHaveAttribute('aria-invalid', 'true');
    expect(fields().name).not.toHaveAttribute('aria-invalid');
  });

  it('sends a valid message, shows progress, then success, and clears the form', async () => {
    const pending = deferred();
    send.mockReturnValueOnce(pending.promise);
    const { user, submitButton } = setup();
    await fillIn(user, { ...complete, name: '  Ada Lovelace  ' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(withId(complete));
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    // Not `disabled`: that would drop keyboard focus to the page while sending.
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent('Sending...');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    pending.resolve();

    expect(await screen.findByText('Your message has been sent successfully!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Your message has been sent successfully!$/,
    );
    const { name, email, subject, message } = fields();
    for (const field of [name, email, subject, message]) expect(field).toHaveValue('');
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
    expect(submitButton()).toHaveTextContent('Send Message');
  });

  it('sends once even when submitted again while sending', async () => {
    const pending = deferred();
    send.mockReturnValueOnce(pending.promise);
    const { user } = setup();
    await fillIn(user, complete);
    const form = screen.getByRole('form', { name: 'Contact form' });
    // Two submits in the same tick, before React re-renders the disabled button.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await user.click(screen.getByRole('button', { name: 'Sending...' }));

    expect(send).toHaveBeenCalledTimes(1);
    pending.resolve();
    await screen.findByText('Your message has been sent successfully!');
  });

  it("shows the backend's error and keeps every typed value", async () => {
    send.mockRejectedValueOnce(refused('duplicate key'));
    const { user } = setup();
    await fillIn(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('duplicate key');
    const { name, email, subject, message } = fields();
    expect(name).toHaveValue(complete.name);
    expect(email).toHaveValue(complete.email);
    expect(subject).toHaveValue(complete.subject);
    expect(message).toHaveValue(complete.message);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("says 'An unknown error occurred' when the failure is not an Error", async () => {
    send.mockRejectedValueOnce('boom');
    const { user } = setup();
    await fillIn(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred');
  });

  it.each([
    ['an Error without a message', new Error('')],
    [
      'a TypeError from a chunk that failed to load',
      new TypeError('Failed to fetch dynamically imported module'),
    ],
    ['an Error with a message of its own', new Error('Cannot read properties of undefined')],
  ])('falls back to the generic text for %s', async (_label, failure) => {
    send.mockRejectedValueOnce(failure);
    const { user } = setup();
    await fillIn(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error sending your message. Please try again.',
    );
  });

  it('clears the old error banner when submitting again', async () => {
    send.mockRejectedValueOnce(refused('duplicate key'));
    const { user } = setup();
    await fillIn(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('duplicate key');

    const pending = deferred();
    send.mockReturnValueOnce(pending.promise);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    pending.reject(refused('still failing'));
    expect(await screen.findByRole('alert')).toHaveTextContent('still failing');
    expect(screen.getByRole('alert')).not.toHaveTextContent('duplicate key');
  });

  it('clears the success banner when submitting again', async () => {
    send.mockResolvedValueOnce(undefined);
    const { user } = setup();
    await fillIn(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Your message has been sent successfully!');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.queryByText('Your message has been sent successfully!')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  });
});

describe('ContactForm against spam', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockResolvedValue(undefined);
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
  });

  const honeypot = () => screen.getByLabelText<HTMLInputElement>('Leave this field empty');

  it('keeps the honeypot out of the tab order and the accessibility tree', async () => {
    const { user } = setup();
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
    expect(honeypot()).toHaveAttribute('tabindex', '-1');
    expect(honeypot()).toHaveAttribute('autocomplete', 'off');
    expect(honeypot()).toHaveAttribute('name', 'website');

    const reached: Element[] = [];
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      if (document.activeElement) reached.push(document.activeElement);
    }
    expect(reached).not.toContain(honeypot());
    const { name, email, subject, message } = fields();
    expect(reached.slice(0, 6)).toEqual([
      name,
      email,
      subject,
      message,
      screen.getByRole('button', { name: /^Add project details/ }),
      screen.getByRole('button', { name: 'Send Message' }),
    ]);
  });

  /** The spam signals the n-th send carried. */
  const signalsOf = (call: number) => send.mock.calls[call]?.[0].signals;

  it('sends a message with a filled honeypot too, and shows the usual success', async () => {
    const { user } = setup();
    await fillIn(user, complete);
    honeypot().value = 'https://spam.example';
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Your message has been sent successfully!$/,
    );
    expect(send).toHaveBeenCalledWith(expect.objectContaining(complete));
    expect(signalsOf(0)).toEqual({
      signal_honeypot: 'https://spam.example',
      signal_fill_ms: TYPING_TIME_MS,
      signal_touched: true,
    });
    for (const field of Object.values(fields())) expect(field).toHaveValue('');
  });

  it('sends a message filled in and sent at once (autofill, paste) like any other', async () => {
    const { user } = setup();
    for (const [field, value] of Object.entries(complete)) {
      await user.type(fields()[field as keyof typeof complete], value);
    }
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(send).toHaveBeenCalledTimes(1);
    expect(signalsOf(0)).toEqual({ signal_honeypot: '', signal_fill_ms: 0, signal_touched: true });
    expect(await screen.findByText('Your message has been sent successfully!')).toBeVisible();
  });

  it('counts the time from the first interaction, not from page load', async () => {
    const { user } = setup();
    vi.advanceTimersByTime(10 * 60_000); // reading the page for ten minutes
    await fillIn(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(signalsOf(0)).toMatchObject({ signal_fill_ms: TYPING_TIME_MS });
  });

  it('reports a form only a script filled in as never touched, and still sends it', async () => {
    vi.mocked(isPersonEvent).mockReturnValue(false);
    try {
      const { user } = setup();
      await fillIn(user, complete);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(signalsOf(0)).toEqual({
        signal_honeypot: '',
        signal_fill_ms: null,
        signal_touched: false,
      });
      expect(await screen.findByText('Your message has been sent successfully!')).toBeVisible();
    } finally {
      vi.mocked(isPersonEvent).mockReturnValue(true);
    }
  });

  it('still shows validation errors first', async () => {
    const { user } = setup();
    honeypot().value = 'spam';
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('sends a message written at human speed once, trimmed, with its signals', async () => {
    const { user } = setup();
    await fillIn(user, { ...complete, message: `  ${complete.message}\n` });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(withId(complete));
    expect(Object.keys(send.mock.calls[0]?.[0] ?? {}).sort()).toEqual([
      'brief',
      'email',
      'id',
      'language',
      'message',
      'name',
      'signals',
      'subject',
    ]);
    expect(await screen.findByText('Your message has been sent successfully!')).toBeVisible();
  });
});

describe('ContactForm retries', () => {
  beforeEach(() => {
    send.mockReset();
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
  });

  async function sendAndFail(user: ReturnType<typeof userEvent.setup>) {
    send.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('alert');
  }

  it('sends a retry of the same text with the same id', async () => {
    const { user } = setup();
    await fillIn(user, complete);
    await sendAndFail(user);
    await sendAndFail(user);
    send.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Your message has been sent successfully!');

    expect(send).toHaveBeenCalledTimes(3);
    expect(sentId(0)).toMatch(UUID);
    expect(sentId(1)).toBe(sentId(0));
    expect(sentId(2)).toBe(sentId(0));
  });

  it('counts only the trimmed text: added spaces are still the same message', async () => {
    const { user } = setup();
    await fillIn(user, complete);
    await sendAndFail(user);
    await user.type(fields().message, '   ');
    await sendAndFail(user);
    expect(sentId(1)).toBe(sentId(0));
  });

  it('gives an edited message a new id, so the edit is never dropped as a retry', async () => {
    const { user } = setup();
    await fillIn(user, complete);
    await sendAndFail(user);
    await user.type(fields().message, ' Soon, please.');
    await sendAndFail(user);
    expect(sentId(1)).toMatch(UUID);
    expect(sentId(1)).not.toBe(sentId(0));
  });

  it('gives the next message a new id after a success, even with the same words', async () => {
    send.mockResolvedValue(undefined);
    const { user } = setup();
    await fillIn(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Your message has been sent successfully!');
    await fillIn(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(send).toHaveBeenCalledTimes(2);
    expect(sentId(1)).not.toBe(sentId(0));
  });

  it('remembers the id across a reload, with the draft', async () => {
    const first = setup();
    await fillIn(first.user, complete);
    await sendAndFail(first.user);
    cleanup();

    // The page comes back with the draft (saved while typing; see the draft tests below).
    localStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify(complete));
    const { user } = setup();
    expect(fields().message).toHaveValue(complete.message);
    send.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Your message has been sent successfully!');

    expect(sentId(1)).toBe(sentId(0));
    // A success forgets the id.
    expect(localStorage.getItem(CONTACT_SEND_ATTEMPT_KEY)).toBeNull();
  });
});

describe('ContactForm draft', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockResolvedValue(undefined);
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  });

  // user-event waits on setTimeout, which is fake here: type and click with fireEvent instead.
  const type = (field: keyof typeof complete, value: string) =>
    fireEvent.change(fields()[field], { target: { value } });
  const clickSend = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

  const stored = () => localStorage.getItem(CONTACT_DRAFT_KEY);

  it('saves what is typed once typing pauses', () => {
    render(<ContactForm />);
    type('name', 'Ada');
    type('message', 'Hi');
    expect(stored()).toBeNull();

    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(JSON.parse(stored() ?? 'null')).toEqual({
      name: 'Ada',
      email: '',
      subject: '',
      message: 'Hi',
    });
  });

  it('restores the draft when the form mounts again', () => {
    const { unmount } = render(<ContactForm />);
    type('name', 'Ada');
    type('subject', 'Quote');
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    unmount();

    render(<ContactForm />);
    expect(fields().name).toHaveValue('Ada');
    expect(fields().subject).toHaveValue('Quote');
    expect(fields().email).toHaveValue('');
  });

  it('sends a restored draft and then forgets it', async () => {
    localStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify(complete));
    render(<ContactForm />);
    expect(fields().message).toHaveValue(complete.message);

    clickSend();
    await act(async () => {});

    expect(send).toHaveBeenCalledWith(withId(complete));
    // Typed by a person on an earlier visit: touched, although not this time.
    expect(send.mock.calls[0]?.[0].signals).toMatchObject({ signal_touched: true });
    expect(screen.getByText('Your message has been sent successfully!')).toBeInTheDocument();
    expect(stored()).toBeNull();
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(stored()).toBeNull();
  });

  it('does not store the sent message again when a save was still pending as it went', async () => {
    const sending = deferred();
    send.mockReturnValueOnce(sending.promise);
    render(<ContactForm />);
    for (const [field, value] of Object.entries(complete)) {
      type(field as keyof typeof complete, value);
    }
    clickSend();
    // The send call loads with the first send: wait until it has been called.
    while (send.mock.calls.length === 0) await act(() => nextMacrotask());

    // The send succeeds while the last keystroke's save is still waiting, and the save's timer
    // fires before React has rendered the cleared form (the render is when React clears the
    // timer), as on a busy browser. Outside act, so React renders on its own schedule, as it does
    // in a browser; the success forgets the send's id, the sign that it has run.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      sending.resolve();
      while (localStorage.getItem(CONTACT_SEND_ATTEMPT_KEY) !== null) await Promise.resolve();
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
      expect(stored()).toBeNull();

      const sent = 'Your message has been sent successfully!';
      while (!screen.queryByText(sent)) await nextMacrotask();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(fields().message).toHaveValue('');
    expect(stored()).toBeNull();
  });

  it.each(['{not json', '42', 'null', '[]', '{"name":5,"message":"x"}', '{"name":""}'])(
    'ignores %j in storage',
    (garbage) => {
      localStorage.setItem(CONTACT_DRAFT_KEY, garbage);
      render(<ContactForm />);
      for (const field of Object.values(fields())) expect(field).toHaveValue('');
    },
  );

  it('works when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full');
    });
    render(<ContactForm />);
    type('name', 'Ada');
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(fields().name).toHaveValue('Ada');
  });
});

describe('ContactForm in the page’s language', () => {
  beforeEach(() => {
    send.mockReset();
    localStorage.clear();
  });

  it.skipIf(otherLanguages.length === 0).each(otherLanguages)(
    'labels, errors and the sent message are in %s',
    async (code) => {
      const content = contentFor(allLocaleTexts[code]!);
      const texts = content.ui.contactForm;
      const user = userEvent.setup();
      render(<ContactForm />, { content });
      const form = screen.getByRole('form', { name: texts.form });
      await user.click(screen.getByRole('button', { name: texts.send }));
      expect(await screen.findByRole('alert')).toHaveTextContent(texts.errors.requiredFields);

      send.mockResolvedValueOnce(undefined);
      await user.type(
        screen.getByRole('textbox', { name: new RegExp(texts.labels.name) }),
        'Amina',
      );
      await user.type(
        screen.getByRole('textbox', { name: new RegExp(texts.labels.email) }),
        'amina@example.com',
      );
      await user.type(
        screen.getByRole('textbox', { name: new RegExp(texts.labels.message) }),
        'Bonjour',
      );
      await user.click(screen.getByRole('button', { name: texts.send }));
      // French puts a no-break space before '!'; compare the words, whatever the spaces.
      const words = (text: string) => text.replace(/\s+/g, ' ');
      await waitFor(() => expect(words(form.textContent ?? '')).toContain(words(texts.sent)));
      expect(send).toHaveBeenCalledWith(expect.objectContaining({ language: code }));
      expect(form).toBeInTheDocument();
    },
  );
});
