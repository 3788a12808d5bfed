import { useId, useState } from 'react';
import { adminTexts } from '../../../content/admin';

/** Static class names, so Tailwind finds them. */
const CLAMPS = { 3: 'line-clamp-3', 4: 'line-clamp-4' } as const;

/** The characters a line holds at most in a card on a phone, about: past it a text wraps. */
const LINE_LENGTH = 60;

/** Whether `text` may take more than `lines` lines (a guess that needs no layout). */
function isLong(text: string, lines: number): boolean {
  return text.split('\n').length > lines || Array.from(text).length > lines * LINE_LENGTH;
}

interface ClampedTextProps {
  text: string;
  /** How many lines show until it is opened. */
  lines?: keyof typeof CLAMPS;
  /** The text's direction and language, when known ('auto' reads each paragraph's own). */
  dir?: 'ltr' | 'rtl' | 'auto';
  lang?: string;
  className?: string;
}

/**
 * A text as written (line breaks kept, plain text), shown in a few lines with 'Show all' under it
 * when it may be longer; the button says whether it is open (aria-expanded) and names the text it
 * opens (aria-controls).
 */
export function ClampedText({
  text,
  lines = 3,
  dir = 'auto',
  lang,
  className = '',
}: ClampedTextProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = isLong(text, lines);
  return (
    <>
      <p
        id={id}
        dir={dir}
        lang={lang}
        className={`break-words whitespace-pre-wrap ${long && !open ? CLAMPS[lines] : ''} ${className}`}
      >
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="mt-1 rounded-sm text-xs font-semibold text-accent-strong underline-offset-4 hover:underline"
        >
          {open ? adminTexts.replies.showLess : adminTexts.replies.showAll}
        </button>
      )}
    </>
  );
}
