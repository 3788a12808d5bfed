// English: the base language. Its page is /, and every other language must say what it says
// (scripts/check-locales.ts lists what one lacks).
import type { LocaleTexts } from '../../types.ts';
import { locale } from './meta.ts';
import { about, certificationStats, hero, profile, site } from './owner.ts';
import { ui } from './ui.ts';
import * as work from './work.ts';

export const texts: LocaleTexts = {
  locale,
  site,
  profile,
  hero,
  about,
  certificationStats,
  ui,
  ...work,
};
