import type { LocaleInfo } from '../../types.ts';

export const locale: LocaleInfo = {
  code: 'en',
  name: 'English',
  dir: 'ltr',
  intl: 'en-US',
  ogLocale: 'en_US',
};
