import type { LocaleInfo } from '../../types.ts';

// Moroccan Arabic conventions for numbers and dates: Western digits, as clients there write them.
export const locale: LocaleInfo = {
  code: 'ar',
  name: 'العربية',
  dir: 'rtl',
  intl: 'ar-MA',
  ogLocale: 'ar_AR',
};
