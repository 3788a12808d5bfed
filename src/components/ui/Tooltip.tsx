import { useId, useState, type ReactNode } from 'react';

interface TooltipProps {
  /** The tooltip's text. */
  label: string;
  /** The element the tooltip describes; it is wrapped in a focusable span. */
  children: ReactNode;
  className?: string;
}

/**
 * A short label that appears on hover and on keyboard focus, and that Escape dismisses
 * (WCAG 1.4.13). Rendered only while shown, so it never clutters the accessibility tree.
 */
export function Tooltip({ label, children, className = '' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const tooltipId = useId();
  const show = () => setOpen(true);
  const hide = () => setOpen(false);

  return (
    <span
      tabIndex={0}
      className={`relative inline-flex rounded-full ${className}`}
      aria-describedby={open ? tooltipId : undefined}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {children}
      {open && (
        <span
          role="tooltip"
          id={tooltipId}
          className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 -translate-x-1/2 rounded-md bg-contrast px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-canvas shadow-lg"
        >
          {label}
        </span>
      )}
    </span>
  );
}
