import { Moon, Sun } from 'lucide-react';
import { useEffect } from 'react';
import { runThemeSwitches, THEME_SWITCH_ATTRIBUTE } from './theme';
import { useTheme } from './useTheme';
import { WORKS_WITHOUT_REACT } from '../lib/worksWithoutReact';

interface ThemeToggleProps {
  /** The switch's name, e.g. 'Dark theme': on is dark, off is light. */
  label: string;
  /** Shows the name beside the switch (the mobile menu); otherwise it is for screen readers. */
  showLabel?: boolean;
  className?: string;
}

/**
 * A switch between the light and the dark theme, remembered for later visits. Its knob and icons
 * follow `data-theme` through CSS (the `dark:` variant), so even the prerendered page shows the
 * right state before React runs; the knob slides with a transform, so nothing is laid out again.
 * A press is handled by the page's one theme listener (runThemeSwitches), not by React, so the
 * switch works before its island hydrates, and that listener keeps `aria-checked` right there too.
 */
export function ThemeToggle({ label, showLabel = false, className = '' }: ThemeToggleProps) {
  const theme = useTheme();
  useEffect(runThemeSwitches, []);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={theme === 'dark'}
      aria-label={showLabel ? undefined : label}
      {...{ [THEME_SWITCH_ATTRIBUTE]: '', [WORKS_WITHOUT_REACT]: '' }}
      // The prerender cannot know the theme; the page set the right state before hydration.
      suppressHydrationWarning
      className={`group inline-flex items-center gap-3 rounded-full text-sm font-medium text-soft transition hover:text-strong ${className}`}
    >
      {showLabel && <span>{label}</span>}
      <span
        aria-hidden="true"
        className="relative inline-flex h-8 w-15 shrink-0 items-center justify-between rounded-full bg-contrast/5 px-2 ring-1 ring-contrast/15 transition ring-inset group-hover:ring-accent-strong/50"
      >
        <span className="absolute start-1 top-1 size-6 rounded-full bg-panel shadow-sm shadow-shade/30 ring-1 ring-contrast/10 motion-safe:transition-transform dark:translate-x-7 rtl:dark:-translate-x-7" />
        <Sun className="relative size-4 text-warning-text dark:text-faint" />
        <Moon className="relative size-4 text-faint dark:text-accent-strong" />
      </span>
    </button>
  );
}
