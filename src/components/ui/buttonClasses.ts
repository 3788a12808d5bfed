/**
 * The site's button looks, for <button> and for links that look like buttons alike. One place,
 * so a rebrand or a contrast fix reaches every button.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger' | 'dangerSolid';
export type ButtonSize = 'lg' | 'md' | 'sm' | 'xs';

/** The gradient of the primary action; also the pressed state of a filter. */
export const GRADIENT =
  'bg-gradient-to-r from-brand-primary via-brand-secondary to-brand-accent text-on-accent shadow-lg shadow-accent/20';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: `${GRADIENT} hover:brightness-110 disabled:hover:brightness-100 aria-disabled:hover:brightness-100`,
  secondary:
    'border border-contrast/15 bg-contrast/5 text-strong hover:border-accent-strong/60 hover:bg-contrast/10',
  // Secondary in a dense place (a card's footer): softer text until hovered.
  quiet:
    'border border-contrast/15 bg-contrast/5 text-soft hover:border-accent-strong/60 hover:bg-contrast/10 hover:text-strong',
  danger: 'border border-danger/30 text-danger-text hover:border-danger/60 hover:bg-danger/10',
  // White on red-600 passes AA contrast; red-500 does not. White in any theme: it sits on red.
  dangerSolid: 'bg-red-600 text-white hover:bg-red-700',
};

const SIZES: Record<ButtonSize, string> = {
  lg: 'px-7 py-3',
  md: 'px-6 py-3',
  sm: 'min-h-10 px-5 py-2.5',
  xs: 'min-h-9 px-4 py-2',
};

/** The classes of a button of `variant` and `size`; `extra` goes last (layout, width). */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-full text-sm font-semibold transition',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    SIZES[size],
    VARIANTS[variant],
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}
