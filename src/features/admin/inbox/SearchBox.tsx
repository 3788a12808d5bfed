import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminTexts } from '../../../content/admin';
import { SEARCH_PARAM } from './useSearchQuery';

/** How long typing must pause before the search runs. */
export const SEARCH_DELAY_MS = 300;

/**
 * The inbox search: what the owner types goes into the address (`?q=`) once typing pauses, so
 * reload and Back keep it, and the list reloads from the server. Replaces the history entry while
 * typing, so Back leaves the search rather than stepping through every letter.
 */
export function SearchBox() {
  const [searchParams, setSearchParams] = useSearchParams();
  const inAddress = searchParams.get(SEARCH_PARAM) ?? '';
  const [text, setText] = useState(inAddress);
  const id = useId();

  // Back or a link changed the address: show what it says.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setText((current) => (current.trim() === inAddress.trim() ? current : inAddress));
  }, [inAddress]);

  useEffect(() => {
    if (text.trim() === inAddress.trim()) return;
    const timer = setTimeout(() => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text.trim()) next.set(SEARCH_PARAM, text.trim());
          else next.delete(SEARCH_PARAM);
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, inAddress, setSearchParams]);

  return (
    <div role="search" className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {adminTexts.search.label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 start-3.5 size-4 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={adminTexts.search.placeholder}
        autoComplete="off"
        className="w-full rounded-full border border-contrast/10 bg-canvas/60 py-2 pe-4 ps-10 text-sm text-strong placeholder:text-muted focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-hidden"
      />
    </div>
  );
}
