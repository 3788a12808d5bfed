// SAMPLE CONTENT: how the chat assistant greets visitors, in Arabic. The greetings load with the
// chat (../greetings.ts), not with the page, so this file imports nothing of the page's words: the
// owner's role and location come from the page's content, as the chat already has it.
import { byPronouns } from '../../pronouns.ts';
import { firstName } from '../../profile.ts';
import type { AssistantTexts } from '../../types.ts';

export const greetings: AssistantTexts['greetings'] = ({ role, location }) => [
  `مرحبًا! 👋 أنا مساعد ${firstName}، ${byPronouns({
    he: `وهو ${role} مقيم في`,
    she: `وهي ${role} مقيمة في`,
    they: `وهو ${role} مقيم في`,
  })} ${location}.`,
  `${byPronouns({ he: 'يطوّر', she: 'تطوّر', they: 'يطوّر' })} ${firstName} مواقع ويب وتطبيقات جوال وحلولًا بالذكاء الاصطناعي. بأي مشروع يمكنني مساعدتك اليوم؟`,
];
