import { useSyncExternalStore } from 'react';
import { currentTheme, subscribeToTheme } from './theme';
import type { ThemeName } from './themeNames';

/**
 * The theme shown, kept current. `undefined` while prerendering and hydrating: the server cannot
 * know it, so what depends on it must not be in the prerendered HTML (the toggle's icons show the
 * theme with CSS instead). Apart from theme.ts, which the home page runs without React.
 */
export function useTheme(): ThemeName | undefined {
  return useSyncExternalStore(subscribeToTheme, currentTheme, () => undefined);
}
