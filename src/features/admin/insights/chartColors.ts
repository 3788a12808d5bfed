/**
 * The day chart's series colours: theme variables, so the chart follows the light and dark themes
 * (and a rebrand) with the rest of the page. Each role keeps 3:1 against either theme's panel.
 */
export const SERIES_COLORS = {
  visitors: 'var(--theme-accent)',
  pageViews: 'var(--theme-gradient-middle)',
} as const;
