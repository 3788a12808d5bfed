import type { ComponentPropsWithRef, ReactNode } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './buttonClasses';
import { ButtonSpinner } from './Spinner';

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shown before the text; replaced by a spinner while `loading`. Decorative (aria-hidden). */
  icon?: ReactNode;
  /**
   * The action runs: a spinner shows and the button is marked aria-disabled, not disabled, so
   * keyboard focus stays on it (a disabled button drops focus to the page). Presses meanwhile are
   * the caller's to ignore.
   */
  loading?: boolean;
}

/** The site's button. Every action button uses it, so they all look and behave alike. */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  loading = false,
  className = '',
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      className={buttonClasses(variant, size, className)}
    >
      {loading ? <ButtonSpinner /> : icon}
      {children}
    </button>
  );
}
