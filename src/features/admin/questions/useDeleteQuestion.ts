import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether an inline "Delete ...?" question is open. `cancel` closes it and gives focus back to the
 * Delete button that opened it (`deleteRef`), so keyboard users keep their place; `close` closes
 * it without moving focus (nothing left to ask about).
 */
export function useDeleteQuestion() {
  const [open, setOpen] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      deleteRef.current?.focus();
    }
  }, [open]);

  const ask = useCallback(() => setOpen(true), []);
  const cancel = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { open, ask, cancel, close, deleteRef };
}
