import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendContactMessage } from './api/send-contact-message';
import { ContactForm } from './ContactForm';

vi.mock('./api/send-contact-message', () => ({ sendContactMessage: vi.fn() }));

const send = vi.mocked(sendContactMessage);

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
}

const complete = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A new website',
  message: 'I need a quote.',
};

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

    expect(name).toHaveAttribute('maxlength', '100');
    expect(email).toHaveAttribute('maxlength', '254');
    expect(subject).toHaveAttribute('maxlength', '200');
    expect(message).toHaveAttribute('maxlength', '5000');

    // The spec's own messages show, not the browser's bubbles.
    expect(screen.getByRole('form', { name: 'Contact form' })).toHaveAttribute('novalidate');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
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
    expect(send).toHaveBeenCalledWith(complete);
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Sending...');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    pending.resolve();

    expect(await screen.findByText('Your message has been sent successfully!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Your message has been sent successfully!$/,
    );
    const { name, email, subject, message } = fields();
    for (const field of [name, email, subject, message]) expect(field).toHaveValue('');
    expect(submitButton()).toBeEnabled();
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
    send.mockRejectedValueOnce(new Error('duplicate key'));
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

  it('falls back to a generic text when the Error has no message', async () => {
    send.mockRejectedValueOnce(new Error(''));
    const { user } = setup();
    await fillIn(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error sending your message. Please try again.',
    );
  });

  it('clears the old error banner when submitting again', async () => {
    send.mockRejectedValueOnce(new Error('duplicate key'));
    const { user } = setup();
    await fillIn(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('duplicate key');

    const pending = deferred();
    send.mockReturnValueOnce(pending.promise);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    pending.reject(new Error('still failing'));
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
