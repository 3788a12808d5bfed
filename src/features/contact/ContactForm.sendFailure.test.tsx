import { render, screen } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '../../lib/supabase';
import { ContactForm } from './ContactForm';

// The real send call and the real form; only the Supabase client is faked.
vi.mock('../../lib/supabase', () => ({ getSupabase: vi.fn() }));

const FALLBACK = 'There was an error sending your message. Please try again.';
const SENT = 'Your message has been sent successfully!';
const CHUNK_FAILURE = new TypeError(
  'Failed to fetch dynamically imported module: https://example.com/assets/supabase-1a2b3c.js',
);

/** A client whose insert answers `answer`. */
function clientAnswering(answer: { error: unknown; status: number }) {
  const insert = vi.fn().mockResolvedValue(answer);
  return { client: { from: () => ({ insert }) } as never, insert };
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'I need a quote.');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('a send that fails before the backend answers', () => {
  beforeEach(() => {
    vi.mocked(getSupabase).mockReset();
    localStorage.clear();
  });

  it('shows the fallback text, never the TypeError, keeps the text, and the next send works', async () => {
    const { client, insert } = clientAnswering({ error: null, status: 201 });
    vi.mocked(getSupabase).mockRejectedValueOnce(CHUNK_FAILURE).mockResolvedValue(client);
    const user = userEvent.setup();
    render(<ContactForm />);

    await fillAndSend(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FALLBACK);
    expect(document.body).not.toHaveTextContent(/TypeError|dynamically imported module/);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('I need a quote.');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(insert).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no network', { error: { code: '', message: 'TypeError: Failed to fetch' }, status: 0 }],
    ["a gateway's HTML page", { error: { message: '<html>502 Bad Gateway</html>' }, status: 502 }],
  ])('shows the fallback text for %s', async (_label, answer) => {
    vi.mocked(getSupabase).mockResolvedValue(clientAnswering(answer).client);
    const user = userEvent.setup();
    render(<ContactForm />);

    await fillAndSend(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK);
    expect(document.body).not.toHaveTextContent(/TypeError|Bad Gateway/);
  });
});
