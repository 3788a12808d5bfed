import { ChatWidget, type ChatWidgetProps } from '../features/chat/ChatWidget';
import { hydrateIsland } from './hydrate';
import type { IslandView } from './islandView';

/** The chat's launcher, in view from the start; the panel loads on the first open. */
export const chatView: IslandView<ChatWidgetProps> = {
  needsContent: false,
  render: (props) => <ChatWidget {...props} />,
};

export const hydrate = (element: HTMLElement) => hydrateIsland(element, chatView);
