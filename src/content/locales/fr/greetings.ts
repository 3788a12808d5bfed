// SAMPLE CONTENT: how the chat assistant greets visitors, in French. The greetings load with the
// chat (../greetings.ts), not with the page, so this file imports nothing of the page's words: the
// owner's role and location come from the page's content, as the chat already has it.
import { byPronouns } from '../../pronouns.ts';
import { firstName } from '../../profile.ts';
import type { AssistantTexts } from '../../types.ts';

export const greetings: AssistantTexts['greetings'] = ({ role, location }) => [
  `Bonjour\u202f! 👋 Je suis l’assistant de ${firstName}, ${role} ${byPronouns({ he: 'basé à', she: 'basée à', they: 'exerçant à' })} ${location}.`,
  `${firstName} crée des sites web, des applications mobiles et des solutions d’IA. Sur quel projet puis-je vous aider aujourd’hui\u202f?`,
];
