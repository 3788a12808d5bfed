// SAMPLE CONTENT: the service cards, in display order. Their titles, descriptions and features
// are in locales/<code>/work.ts.
import type { ServiceIcon } from './types.ts';

export const serviceIcons: readonly ServiceIcon[] = ['web', 'mobile', 'chatbot'];
