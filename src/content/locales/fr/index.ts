// French: the page /fr/.
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
