import { Menu, X } from 'lucide-react';
import { useCallback, useRef, useState, type FocusEvent } from 'react';
import type { LocaleInfo, SectionId } from '../content/types';
import { ButtonLink } from '../components/ui/ButtonLink';
import { requestQuote } from '../lib/quoteRequest';
import { useEscapeToClose } from '../lib/hooks/useEscapeToClose';
import { useScrolledPast } from '../lib/hooks/useScrolledPast';
import { sectionHref } from '../lib/paths';
import { WORDMARK_ATTRIBUTE } from '../lib/wordmark';
import { WORKS_WITHOUT_REACT } from '../lib/worksWithoutReact';
import { ThemeToggle } from '../theme/ThemeToggle';
import { LanguageList, LanguageMenu, type LanguageTexts } from './LanguageSwitcher';

/**
 * The header's links to the page's sections are plain links, which the browser follows before
 * React has arrived: the islands' runtime lets them through instead of holding them (a keyboard
 * user's next Tab would otherwise move on before the jump). The brand's closeMenu has nothing to
 * close then.
 */
const worksWithoutReact = { [WORKS_WITHOUT_REACT]: '' };

/** The header is opaque up to this scroll distance and translucent beyond it. */
export const HEADER_TRANSLUCENT_AFTER_PX = 50;

/**
 * Everything the header shows, in plain values: it is an island that hydrates in the first view
 * without the language's words (src/islands/HeaderIsland.tsx), so its props travel in the page
 * (headerProps.ts makes them from the content).
 */
export interface HeaderProps {
  name: string;
  navigation: readonly { id: SectionId; label: string }[];
  locale: LocaleInfo;
  texts: {
    mainNavigation: string;
    mobileNavigation: string;
    openMenu: string;
    closeMenu: string;
    getQuote: string;
    getQuoteShort: string;
    darkTheme: string;
  } & LanguageTexts;
}

export function Header({ name, navigation, locale, texts }: HeaderProps) {
  const translucent = useScrolledPast(HEADER_TRANSLUCENT_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useEscapeToClose(menuOpen, closeMenu, toggleRef);

  // Tabbing past the menu's last link would put focus behind the open menu, which covers the
  // top of the page: close it once focus moves to something outside the header.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setMenuOpen(false);
  };

  return (
    <header
      data-translucent={translucent}
      onBlur={menuOpen ? closeWhenFocusLeaves : undefined}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-colors duration-300 ${
        translucent
          ? 'border-contrast/10 bg-canvas/70 backdrop-blur-lg'
          : 'border-transparent bg-canvas'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-6 px-5 sm:px-8">
        {/*
          The name gives way to the controls: a name longer than its room ends in an ellipsis on
          screen and stays whole for screen readers. It runs its own way (a Latin name on a
          right-to-left page keeps its dot at its end, and is cut at its end).
        */}
        <a
          href={sectionHref('home')}
          dir="auto"
          className="min-w-0 truncate font-display text-lg font-bold tracking-tight text-strong"
          onClick={closeMenu}
          {...worksWithoutReact}
          {...{ [WORDMARK_ATTRIBUTE]: '' }}
        >
          {name}
          <span className="text-accent">.</span>
        </a>

        {/*
          The section links join the bar from 1280 px: narrower, beside the language switcher, the
          theme switch and the quote button, they left the name no room (French at 1024 px). The
          menu holds them until then.
        */}
        <nav aria-label={texts.mainNavigation} className="hidden shrink-0 xl:block">
          <ul className="flex items-center gap-1">
            {navigation.map((item) => (
              <li key={item.id}>
                <a
                  href={sectionHref(item.id)}
                  className="rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap text-body transition hover:bg-contrast/5 hover:text-strong"
                  {...worksWithoutReact}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-3">
          <LanguageMenu locale={locale} sections={navigation} texts={texts} />
          <div className="hidden xl:block">
            <ThemeToggle label={texts.darkTheme} />
          </div>
          {/* The page's own listener asks for the quote (lib/quoteRequest), hydrated or not. */}
          <ButtonLink
            href={sectionHref('contact')}
            data-requests-quote
            size="sm"
            className="whitespace-nowrap max-sm:px-4"
            {...worksWithoutReact}
          >
            {/* A phone shows the short words; screen readers hear the whole label at any width. */}
            <span aria-hidden="true" className="sm:hidden">
              {texts.getQuoteShort}
            </span>
            <span className="max-sm:sr-only">{texts.getQuote}</span>
          </ButtonLink>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-strong transition hover:bg-contrast/10 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? texts.closeMenu : texts.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>

      <nav
        id="mobile-menu"
        aria-label={texts.mobileNavigation}
        hidden={!menuOpen}
        // Never taller than the screen below the header (a phone held sideways): the menu is
        // fixed, so the page cannot scroll its last links into view; it scrolls itself instead.
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-contrast/10 bg-canvas/95 backdrop-blur-lg xl:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-5 py-4 sm:px-8">
          {navigation.map((item) => (
            <li key={item.id}>
              <a
                href={sectionHref(item.id)}
                onClick={closeMenu}
                className="block rounded-lg px-3 py-3 text-base font-medium text-soft transition hover:bg-contrast/5 hover:text-strong"
              >
                {item.label}
              </a>
            </li>
          ))}
          <li className="pt-2">
            <ButtonLink
              href={sectionHref('contact')}
              onClick={() => {
                closeMenu();
                requestQuote();
              }}
              className="w-full"
            >
              {texts.getQuote}
            </ButtonLink>
          </li>
          <li className="mt-3 border-t border-contrast/10 px-3 pt-4">
            <LanguageList locale={locale} sections={navigation} texts={texts} />
          </li>
          <li className="px-3 pt-3">
            <ThemeToggle
              label={texts.darkTheme}
              showLabel
              className="min-h-11 w-full justify-between"
            />
          </li>
        </ul>
      </nav>
    </header>
  );
}
