import type { Content } from '../content/types';
import type { HeaderProps } from './Header';

/** The header's props from the page's content, at build time (texts with a parameter applied). */
export function headerProps({ navigation, profile, locale, ui }: Content): HeaderProps {
  const texts = ui.header;
  return {
    name: profile.name,
    navigation: navigation.map(({ id, label }) => ({ id, label })),
    locale,
    texts: {
      mainNavigation: texts.mainNavigation,
      mobileNavigation: texts.mobileNavigation,
      openMenu: texts.openMenu,
      closeMenu: texts.closeMenu,
      getQuote: texts.getQuote,
      getQuoteShort: texts.getQuoteShort,
      darkTheme: texts.darkTheme,
      languages: texts.languages,
      currentLanguage: texts.currentLanguage(locale.name),
    },
  };
}
