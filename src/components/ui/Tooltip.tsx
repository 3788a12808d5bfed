import { useId, type ReactNode } from 'react';

interface TooltipProps {
  /** The tooltip's text. */
  label: string;
  /** The element the tooltip describes; it is wrapped in a focusable span. */
  children: ReactNode;
  className?: string;
}

/**
 * A short label that appears on hover and on keyboard focus (WCAG 1.4.13), shown by CSS alone:
 * it is used in the hero, which is static HTML and ships no component code (decision 035). Escape
 * hides it through the page's runtime (dismissTooltipsOnEscape). Hidden, it is `display: none`:
 * out of the accessibility tree (it still gives the wrapper its description), and out of the
 * first layout, which would otherwise look up its font size and weight before the first paint.
 */
export function Tooltip({ label, children, className = '' }: TooltipProps) {
  const tooltipId = useId();

  return (
    <span
      tabIndex={0}
      data-tooltip
      className={`group/tooltip relative inline-flex rounded-full ${className}`}
      aria-describedby={tooltipId}
    >
      {children}
      <span
        role="tooltip"
        id={tooltipId}
        className="pointer-events-none absolute hidden bottom-full left-1/2 z-10 mb-2 -translate-x-1/2 rounded-md bg-contrast px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-canvas shadow-lg group-hover/tooltip:block group-focus/tooltip:block group-data-dismissed/tooltip:hidden!"
      >
        {label}
      </span>
    </span>
  );
}
