import type { Content } from '../../content/types';
import type { ChatWidgetProps } from './ChatWidget';

/** The chat launcher's props from the page's content, at build time. */
export function chatWidgetProps({ profile, ui }: Content): ChatWidgetProps {
  const { openChat, closeChat, loading, unavailable } = ui.chat;
  return {
    email: profile.email,
    texts: { openChat, closeChat, loading, unavailable, tryAgain: ui.errorFallback.tryAgain },
  };
}
