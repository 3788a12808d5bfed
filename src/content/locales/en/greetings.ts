// SAMPLE CONTENT: how the chat assistant greets visitors, in English. The greetings load with the
// chat (../greetings.ts), not with the page, so this file imports nothing of the page's words: the
// owner's role and location come from the page's content, as the chat already has it.
import { firstName } from '../../profile.ts';
import type { AssistantTexts } from '../../types.ts';

export const greetings: AssistantTexts['greetings'] = ({ role, location }) => [
  `Hi there! 👋 I'm ${firstName}'s assistant. ${firstName} is a ${role} based in ${location}.`,
  `${firstName} builds websites, mobile apps and AI solutions. Which project can I help you with today?`,
];
