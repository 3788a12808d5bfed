import type { HandoffTexts } from '../../content';
import { handoffTextsIn } from '../../content/locales/handoff';
import { useContent } from '../../i18n/contentContext';

/** The hand-over's words in the page's language (they come with the chat, not with the page). */
export function useHandoffTexts(): HandoffTexts {
  return handoffTextsIn(useContent().locale.code);
}
