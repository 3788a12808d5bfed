import { Check, ChevronDown, Languages } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type SyntheticEvent,
} from 'react';
import { locales } from '../content/locales';
import type { LocaleInfo, SectionId } from '../content/types';
import { useEscapeToClose } from '../lib/hooks/useEscapeToClose';
import { localeHomePath } from '../lib/paths';
import { loadBeacon, trackVisit } from '../lib/visits/track';

/**
 * The section a reader is on: the last one whose top has passed a third of the way down the
 * window. `undefined` at the top of the page (the hero), so the link stays the page's own address.
 */
function sectionInView(ids: readonly SectionId[]): SectionId | undefined {
  let current: SectionId | undefined;
  for (const id of ids) {
    const section = document.getElementById(id);
    if (section && section.getBoundingClientRect().top <= window.innerHeight / 3) current = id;
  }
  return current === 'home' ? undefined : current;
}

/**
 * Each link is a real link to the other language's page (it works without JavaScript, and can be
 * opened in a new tab); as the pointer, a finger or focus reaches it, its address gains the section
 * being read, so the reader lands on the same section in the other language.
 */
function useSectionLinks(sections: readonly { id: SectionId }[]) {
  return (event: SyntheticEvent<HTMLAnchorElement>, locale: LocaleInfo) => {
    const section = sectionInView(sections.map((item) => item.id));
    event.currentTarget.href = `${localeHomePath(locale)}${section ? `#${section}` : ''}`;
  };
}

interface LanguageLinkProps {
  locale: LocaleInfo;
  current: boolean;
  className: string;
  onReach: (event: SyntheticEvent<HTMLAnchorElement>, locale: LocaleInfo) => void;
}

/** The switcher's words: the list's name, and the page's language as a screen reader hears it. */
export interface LanguageTexts {
  languages: string;
  currentLanguage: string;
}

interface SwitcherProps {
  /** The page's language. */
  locale: LocaleInfo;
  /** The page's sections: a link lands on the one being read. */
  sections: readonly { id: SectionId }[];
  texts: LanguageTexts;
}

/** Every language as a list item, the page's own marked current. */
function LanguageItems({
  locale,
  sections,
  linkClassName,
}: Omit<SwitcherProps, 'texts'> & { linkClassName: string }) {
  const onReach = useSectionLinks(sections);
  return locales.map((option) => (
    <li key={option.code}>
      <LanguageLink
        locale={option}
        current={option.code === locale.code}
        onReach={onReach}
        className={linkClassName}
      />
    </li>
  ));
}

/** One language, named in its own words and marked up in its own language for screen readers. */
function LanguageLink({ locale, current, className, onReach }: LanguageLinkProps) {
  const reach = (event: SyntheticEvent<HTMLAnchorElement>) => {
    onReach(event, locale);
    // The switch is counted as the page unloads: have the beacon ready by then.
    if (!current) void loadBeacon().catch(() => undefined);
  };
  return (
    <a
      href={localeHomePath(locale)}
      hrefLang={locale.code}
      lang={locale.code}
      aria-current={current ? 'page' : undefined}
      onPointerEnter={reach}
      onPointerDown={reach}
      onFocus={reach}
      onClick={(event) => {
        reach(event);
        if (!current) trackVisit('language_switched', { target: locale.code });
      }}
      className={className}
    >
      {/* The name runs its own way; the list keeps the page's, so every row lines up. */}
      <span dir={locale.dir}>{locale.name}</span>
      {current && <Check aria-hidden="true" className="size-4 text-accent" />}
    </a>
  );
}

/**
 * The desktop header's language switcher: a button showing the page's language that opens the
 * list of languages (a disclosure, not a menu: its items are ordinary links).
 */
export function LanguageMenu({ locale, sections, texts }: SwitcherProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useEscapeToClose(open, close, buttonRef);
  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!buttonRef.current?.parentElement?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open, close]);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    <div className="relative hidden xl:block" onBlur={open ? closeWhenFocusLeaves : undefined}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-body transition hover:bg-contrast/5 hover:text-strong"
      >
        <Languages aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{locale.code.toUpperCase()}</span>
        <span className="sr-only">{texts.currentLanguage}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-3.5 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={texts.languages}
        className="absolute end-0 top-full mt-2 min-w-40 rounded-xl border border-contrast/10 bg-panel p-1.5 shadow-xl shadow-shade/40"
      >
        <LanguageItems
          locale={locale}
          sections={sections}
          linkClassName="flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-soft transition hover:bg-contrast/5 hover:text-strong"
        />
      </ul>
    </div>
  );
}

/** The mobile menu's language switcher: every language as a link, side by side. */
export function LanguageList({ locale, sections, texts }: SwitcherProps) {
  return (
    <ul aria-label={texts.languages} className="flex flex-wrap gap-2">
      <LanguageItems
        locale={locale}
        sections={sections}
        linkClassName="inline-flex min-h-11 items-center gap-2 rounded-full border border-contrast/10 px-4 text-sm font-medium text-soft transition hover:border-accent-strong/50 hover:text-strong aria-[current=page]:border-accent-strong/60 aria-[current=page]:text-strong"
      />
    </ul>
  );
}
