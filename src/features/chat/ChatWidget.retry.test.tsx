import { screen, within } from '../../test/render';
import { beforeEach, expect, it, vi } from 'vitest';
import { assistant, profile } from '../../content';
import { openUnloadedChat } from './test/openUnloadedChat';

const greetings = assistant.greetings(profile);

const panelLoads = vi.hoisted(() => ({ count: 0 }));

// The panel's code fails to download once (a phone's connection dropped), then arrives.
vi.mock('./ChatPanel', async (importOriginal) => {
  panelLoads.count += 1;
  if (panelLoads.count === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

beforeEach(() => {
  // React reports the error the boundary caught; here it is expected.
  vi.mocked(console.error).mockImplementation(() => {});
  Element.prototype.scrollIntoView = vi.fn();
});

it('loads the panel on "Try again" after its code failed to load once', async () => {
  const { user, launcher, alert } = await openUnloadedChat();
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));

  const panel = await screen.findByRole('dialog', { name: `Chat with ${profile.name}` });
  expect(within(panel).getByText(greetings[0]!)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(launcher).toHaveAttribute('aria-controls', panel.id);
  expect(panelLoads.count).toBe(2);
});
