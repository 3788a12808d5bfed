import { screen, waitFor, within } from '../../test/render';
import { beforeEach, expect, it, vi } from 'vitest';
import { profile } from '../../content';
import { openUnloadedChat } from './test/openUnloadedChat';

// The panel's code cannot be fetched: the visitor is offline, or a newer deploy replaced it.
vi.mock('./ChatPanel', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

beforeEach(() => {
  // React reports the error the boundary caught; here it is expected.
  vi.mocked(console.error).mockImplementation(() => {});
});

it('says the chat could not load, with a way to try again, instead of breaking the page', async () => {
  const { user, launcher, alert } = await openUnloadedChat();
  expect(alert).toHaveTextContent(`Please try again, or email me at ${profile.email}.`);
  expect(alert).not.toHaveTextContent(/TypeError|dynamically imported/);
  expect(within(alert).getByRole('link', { name: profile.email })).toHaveAttribute(
    'href',
    `mailto:${profile.email}`,
  );
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  const panel = document.getElementById(launcher.getAttribute('aria-controls')!);
  expect(panel).toContainElement(alert);

  await user.click(launcher);
  expect(alert).not.toBeVisible();
});

it('keeps offering to try again while the panel still cannot load', async () => {
  const { user, alert } = await openUnloadedChat();
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));

  // The pressed button is replaced while the code loads again; the new one takes focus.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
  expect(screen.getByRole('alert')).toHaveTextContent('The chat could not load.');
});
