/**
 * The page's theme in the browser: which one is shown, the visitor's stored choice, and the
 * system setting it follows until they make one. The inline script (./themeScript.ts) sets the
 * first theme before the page paints; this module keeps it right afterwards: when the visitor
 * toggles, when the system switches (dusk on a phone) and when another tab makes a choice. Plain
 * DOM, no React: the home page runs it before any island hydrates (useTheme.ts is the hook).
 */
import { isThemeName, SYSTEM_LIGHT_QUERY, THEME_STORAGE_KEY, type ThemeName } from './themeNames';

/** The visitor's explicit choice, if they made one (storage may be unavailable: then none). */
export function storedTheme(): ThemeName | undefined {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeName(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function systemTheme(): ThemeName {
  return matchMedia(SYSTEM_LIGHT_QUERY).matches ? 'light' : 'dark';
}

/**
 * Shows `theme`. The theme-color tags (one per theme, each with its prefers-color-scheme media)
 * follow the system by themselves; a stored choice pins the one of its theme instead.
 */
export function applyTheme(theme: ThemeName, pinned: boolean): void {
  document.documentElement.setAttribute('data-theme', theme);
  document.querySelectorAll('meta[name=theme-color]').forEach((meta) => {
    const own = meta.getAttribute('data-theme');
    meta.setAttribute(
      'media',
      pinned
        ? own === theme
          ? 'all'
          : 'not all'
        : `(prefers-color-scheme: ${own === 'light' ? 'light' : 'dark'})`,
    );
  });
}

/** The theme on the page, as the inline script or the last change left it. */
export function currentTheme(): ThemeName {
  const value = document.documentElement.getAttribute('data-theme');
  return isThemeName(value) ? value : systemTheme();
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Shows the stored choice, else the system's theme. */
function showPreferredTheme() {
  const stored = storedTheme();
  applyTheme(stored ?? systemTheme(), stored !== undefined);
  notify();
}

/** The visitor picks a theme: shown at once, and remembered for every later visit. */
export function chooseTheme(theme: ThemeName): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private windows may refuse storage: the choice then holds for this page only.
  }
  applyTheme(theme, true);
  notify();
}

/** Calls `listener` whenever the theme shown changes; returns the function that stops it. */
export function subscribeToTheme(listener: () => void): () => void {
  if (listeners.size === 0) {
    matchMedia(SYSTEM_LIGHT_QUERY).addEventListener('change', showPreferredTheme);
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      matchMedia(SYSTEM_LIGHT_QUERY).removeEventListener('change', showPreferredTheme);
      window.removeEventListener('storage', onStorage);
    }
  };
}

function onStorage(event: StorageEvent) {
  if (event.key === THEME_STORAGE_KEY || event.key === null) showPreferredTheme();
}

/** Marks a theme switch (ThemeToggle): runThemeSwitches operates it, with or without React. */
export const THEME_SWITCH_ATTRIBUTE = 'data-theme-switch';

let switchUsers = 0;
let stopSwitches = () => {};

/**
 * Every theme switch on the page works through one listener on the document, and its
 * `aria-checked` follows the theme shown (the system's switch at dusk, a choice in another tab
 * too). So a switch in the prerendered header is right, and works at once, before its island
 * hydrates (src/islands): the home page starts this first thing, ThemeToggle wherever React shows
 * one. Calls share the one listener; it stops when the last caller calls what this returns.
 */
export function runThemeSwitches(): () => void {
  switchUsers += 1;
  if (switchUsers === 1) {
    const showState = () => {
      const checked = String(currentTheme() === 'dark');
      document
        .querySelectorAll(`[${THEME_SWITCH_ATTRIBUTE}]`)
        .forEach((control) => control.setAttribute('aria-checked', checked));
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target?.closest?.(`[${THEME_SWITCH_ATTRIBUTE}]`)) return;
      chooseTheme(currentTheme() === 'dark' ? 'light' : 'dark');
    };
    document.addEventListener('click', onClick);
    const unsubscribe = subscribeToTheme(showState);
    showState();
    stopSwitches = () => {
      document.removeEventListener('click', onClick);
      unsubscribe();
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    switchUsers -= 1;
    if (switchUsers === 0) stopSwitches();
  };
}
