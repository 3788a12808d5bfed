import { Send, Square } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { GRADIENT } from '../../components/ui/buttonClasses';
import { useContent } from '../../i18n/contentContext';

/** The chat function accepts 1 to 1000 characters (supabase/functions/chat). */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

interface ChatComposerProps {
  /** A reply is awaited or arriving: the input and the send button wait until it is done. */
  pending: boolean;
  /** Whether the panel shows: opening it moves focus here. */
  open: boolean;
  onSend: (text: string) => void;
  /** Stops the pending reply. */
  onStop: () => void;
}

/**
 * The text input and the send button, with a stop button beside it while a reply is pending.
 * Enter sends (it submits the form); empty or whitespace-only text cannot be sent. Focus comes
 * here when the panel opens and again when a reply is done or stopped.
 */
export function ChatComposer({ pending, open, onSend, onStop }: ChatComposerProps) {
  const { ui } = useContent();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const wasPending = useRef(pending);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // The input was disabled while the reply was pending, which took focus from it (and the stop
  // button that had it is gone): give it back, unless the visitor has moved on to something else
  // on the page meanwhile.
  useEffect(() => {
    const replied = wasPending.current && !pending;
    wasPending.current = pending;
    if (!replied || !open) return;
    const form = inputRef.current?.form;
    const active = document.activeElement;
    if (!active || active === document.body || form?.closest('[role="dialog"]')?.contains(active)) {
      inputRef.current?.focus();
    }
  }, [pending, open]);

  const canSend = !pending && draft.trim() !== '';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSend) return;
    onSend(draft);
    setDraft('');
  };

  return (
    <form
      onSubmit={handleSubmit}
      className="flex items-center gap-2 border-t border-contrast/10 bg-canvas/40 p-3"
    >
      <label htmlFor={inputId} className="sr-only">
        {ui.chat.input}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        disabled={pending}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="send"
        placeholder={ui.chat.placeholder}
        className="min-w-0 flex-1 rounded-full border border-contrast/10 bg-canvas/60 px-4 py-2.5 text-base text-strong placeholder:text-muted transition hover:border-contrast/20 focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-hidden disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm"
      />
      {/* Beside the send button, not in its place: a double click on Send must not stop the reply. */}
      {pending && (
        <button
          type="button"
          onClick={onStop}
          aria-label={ui.chat.stop}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-contrast/15 bg-contrast/5 text-strong transition hover:border-accent-strong/60 hover:bg-contrast/10"
        >
          <Square aria-hidden="true" className="size-3.5 fill-current" />
        </button>
      )}
      <button
        type="submit"
        disabled={!canSend}
        aria-label={ui.chat.send}
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${GRADIENT} transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-40 disabled:shadow-none disabled:hover:brightness-100`}
      >
        <Send aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
      </button>
    </form>
  );
}
