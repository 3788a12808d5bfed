import { useEffect, type RefObject } from 'react';

/**
 * While `open`, Escape anywhere on the page closes the popup and puts focus back on the control
 * that opened it, as the disclosure pattern expects of menus and drop-downs.
 */
export function useEscapeToClose(
  open: boolean,
  close: () => void,
  opener: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      opener.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, close, opener]);
}
