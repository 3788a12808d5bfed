import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { profile } from '../../content';
import { ChatWidget } from './ChatWidget';

// The panel's code cannot be fetched: the visitor is offline, or a newer deploy replaced it.
vi.mock('./ChatPanel', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('says the chat could not load, instead of breaking the page', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const user = userEvent.setup();
  render(<ChatWidget />);
  const launcher = screen.getByRole('button', { name: 'Open chat' });
  await user.click(launcher);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    `The chat could not load. Please reload the page, or email me at ${profile.email}.`,
  );
  expect(within(alert).getByRole('link', { name: profile.email })).toHaveAttribute(
    'href',
    `mailto:${profile.email}`,
  );
  expect(launcher).toHaveAttribute('aria-controls', alert.id);
  expect(warn).toHaveBeenCalledTimes(1);

  await user.click(launcher);
  expect(alert).not.toBeVisible();
});
