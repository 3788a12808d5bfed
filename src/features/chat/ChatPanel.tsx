import { Bot, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useContent } from '../../i18n/contentContext';
import { ChatComposer } from './ChatComposer';
import { HandoffForm } from './HandoffForm';
import { HandoffInvite } from './HandoffInvite';
import { MessageList } from './MessageList';
import { useChat } from './useChat';
import { useHandoffTexts } from './useHandoffTexts';

export interface ChatPanelProps {
  /** The id the launcher's `aria-controls` points at. */
  id: string;
  open: boolean;
  /** Closes the panel and returns focus to the launcher. */
  onClose: () => void;
}

/**
 * The chat panel: loaded on the first open, then kept mounted and only hidden while closed, so
 * the conversation lasts for the page session. A dialog, but not a modal one: the page stays
 * usable beside it.
 */
export default function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const { profile, ui } = useContent();
  const { messages, pending, typing, send, stop, say, offer, conversation, transcript } = useChat();
  const handoffTexts = useHandoffTexts();
  const titleId = useId();
  const subtitleId = useId();
  /** The hand-over form shows in the conversation's place. */
  const [handingOver, setHandingOver] = useState(false);
  /** Once the conversation went to the owner, the offer is not made again. */
  const [handedOver, setHandedOver] = useState(false);
  const ownerName = profile.name.split(' ')[0] ?? profile.name;

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.isComposing) onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  // Closing the panel stops the reply on its way; what arrived of it stays in the conversation.
  useEffect(() => {
    if (!open) stop();
  }, [open, stop]);

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      hidden={!open}
      className="fixed end-5 bottom-24 z-50 flex h-[min(32rem,calc(100dvh-8rem))] w-[min(24rem,calc(100vw-2.5rem))] flex-col overflow-hidden rounded-2xl border border-contrast/10 bg-panel shadow-2xl shadow-shade/50"
    >
      <div className="flex items-start gap-3 border-b border-contrast/10 bg-gradient-to-r from-brand-primary/15 via-brand-secondary/10 to-brand-accent/15 px-4 py-3.5">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-primary to-brand-secondary text-on-accent"
        >
          <Bot className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base leading-snug font-semibold">
            {ui.chat.title(profile.name)}
          </h2>
          <p id={subtitleId} className="mt-0.5 text-xs leading-snug text-muted">
            {ui.chat.subtitle}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={ui.chat.closeChat}
          className="-mt-1 -me-1.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-body transition hover:bg-contrast/10 hover:text-strong"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {handingOver && offer && (
        <HandoffForm
          ownerName={ownerName}
          initialBrief={offer.brief}
          conversation={conversation}
          transcript={transcript}
          onSent={(email) => {
            say(handoffTexts.sent(ownerName, email));
            setHandedOver(true);
            setHandingOver(false);
          }}
          onBack={() => setHandingOver(false)}
        />
      )}
      {/* Hidden, not unmounted, while the form shows: the conversation keeps its place. */}
      <div hidden={handingOver} className="flex min-h-0 flex-1 flex-col">
        <MessageList messages={messages} typing={typing} open={open && !handingOver} />
        {offer && !handedOver && !pending && (
          <HandoffInvite ownerName={ownerName} onOpen={() => setHandingOver(true)} />
        )}
        <ChatComposer
          pending={pending}
          open={open && !handingOver}
          onSend={(text) => void send(text)}
          onStop={stop}
        />
      </div>
    </div>
  );
}
