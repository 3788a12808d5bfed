import type { LocaleInfo } from '../../types.ts';

export const locale: LocaleInfo = {
  code: 'fr',
  name: 'Français',
  dir: 'ltr',
  intl: 'fr-FR',
  ogLocale: 'fr_FR',
};
