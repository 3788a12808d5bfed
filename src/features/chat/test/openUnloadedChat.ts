import { render, screen } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { expect } from 'vitest';
import { content } from '../../../content';
import { ChatWidget } from '../ChatWidget';
import { chatWidgetProps } from '../chatWidgetProps';

/**
 * Renders the chat widget and opens it while the panel's code cannot load (the test mocks
 * `./ChatPanel` to fail); returns the launcher and the fallback the visitor sees instead.
 */
export async function openUnloadedChat() {
  const user = userEvent.setup();
  render(createElement(ChatWidget, chatWidgetProps(content)));
  const launcher = screen.getByRole('button', { name: 'Open chat' });
  await user.click(launcher);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The chat could not load.');
  return { user, launcher, alert };
}
