import { ChevronDown, MessagesSquare, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClasses } from '../../../components/ui/buttonClasses';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { ButtonSpinner } from '../../../components/ui/Spinner';
import { adminTexts } from '../../../content/admin';
import { Highlight } from './Highlight';
import { useTranscript } from './useTranscript';

const texts = adminTexts.card;

interface ConversationProps {
  /** The chat message whose conversation this is. */
  id: string;
  /** The inbox search, whose matches the turns mark. */
  search?: string;
}

/**
 * 'Show conversation' under a chat message: opens (aria-expanded) the conversation the chat
 * handed over, loaded the first time it opens, as a list of turns, each named Visitor or
 * Assistant and read in its own direction. Says while it loads, and what failed, with a retry.
 */
export function Conversation({ id, search = '' }: ConversationProps) {
  const [open, setOpen] = useState(false);
  const { state, load } = useTranscript(id);
  const panelId = useId();

  const toggle = () => {
    setOpen(!open);
    if (!open && (state.status === 'idle' || state.status === 'failed')) void load();
  };

  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className={buttonClasses('quiet', 'xs')}
      >
        <MessagesSquare aria-hidden="true" className="size-4" />
        {open ? texts.hideConversation : texts.showConversation}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!open} className="mt-3">
        {state.status === 'loading' && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <ButtonSpinner />
            {texts.loadingConversation}
          </p>
        )}
        {state.status === 'failed' && (
          <div className="flex flex-col items-start gap-3">
            <ErrorBox message={state.error} />
            <button type="button" onClick={load} className={buttonClasses('quiet', 'xs')}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {texts.retry}
            </button>
          </div>
        )}
        {state.status === 'loaded' && (
          <ol
            aria-label={texts.conversation}
            className="space-y-2 rounded-xl border border-contrast/10 bg-canvas/50 p-2.5 sm:p-3"
          >
            {state.turns.map((turn, index) => (
              <li
                key={index}
                className={`rounded-lg px-3 py-2 ${
                  turn.role === 'user' ? 'bg-accent/[0.08] sm:me-10' : 'bg-contrast/[0.04] sm:ms-10'
                }`}
              >
                <p className="text-xs font-semibold text-muted">{texts.roles[turn.role]}</p>
                <p
                  dir="auto"
                  className="mt-0.5 text-sm leading-relaxed break-words whitespace-pre-wrap text-body"
                >
                  <Highlight text={turn.content} query={search} />
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
