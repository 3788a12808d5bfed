import { useEffect, useRef } from 'react';
import { useContent } from '../../i18n/contentContext';
import type { Content } from '../../content';
import { usePrefersReducedMotion } from '../../lib/hooks/usePrefersReducedMotion';
import { MessageText } from './MessageText';
import type { ChatMessage } from './useChat';

interface MessageListProps {
  messages: readonly ChatMessage[];
  /** A reply is awaited and none of its text has arrived yet. */
  typing: boolean;
  /** Whether the panel shows: a hidden list cannot scroll, so it catches up when it opens. */
  open: boolean;
}

const bubbleClasses: Record<ChatMessage['sender'], string> = {
  bot: 'rounded-es-md border border-contrast/10 bg-contrast/[0.06] text-soft',
  user: 'ms-auto rounded-ee-md bg-gradient-to-br from-brand-primary to-brand-secondary text-on-accent',
};

const linkClasses: Record<ChatMessage['sender'], string> = {
  bot: 'font-medium text-accent-strong underline decoration-accent/40 underline-offset-2 hover:decoration-accent-strong',
  user: 'font-medium underline underline-offset-2',
};

/** Read before each message by screen readers, which do not see which side a bubble is on. */
function speaker({ ui, profile }: Content, sender: ChatMessage['sender']): string {
  return sender === 'bot' ? ui.chat.botSpeaker(profile.name) : ui.chat.userSpeaker;
}

/** Three dots that bounce one after the other, or sit still under reduced motion. */
function TypingDots({ still }: { still: boolean }) {
  return (
    <span aria-hidden="true" className="flex items-center gap-1">
      {['[animation-delay:-0.3s]', '[animation-delay:-0.15s]', ''].map((delay) => (
        <span
          key={delay}
          data-testid="typing-dot"
          className={`size-1.5 rounded-full bg-accent ${still ? '' : `animate-bounce ${delay}`}`}
        />
      ))}
    </span>
  );
}

/**
 * The conversation, newest at the bottom: bot bubbles on the left, the visitor's on the right,
 * and the typing indicator until the first words of a reply arrive. It scrolls to the newest
 * message whenever the messages change or the panel opens, smoothly unless motion is reduced.
 *
 * The list is a polite live region. While a reply's text is arriving the region is busy, so
 * screen readers read the reply once it is complete instead of word by word.
 */
export function MessageList({ messages, typing, open }: MessageListProps) {
  const content = useContent();
  const { profile, ui } = content;
  const reducedMotion = usePrefersReducedMotion();
  const endRef = useRef<HTMLDivElement>(null);
  const streaming = messages.some((message) => message.streaming);

  useEffect(() => {
    if (!open) return;
    // A growing reply scrolls at once: a smooth scroll restarted at every word would judder.
    const behavior = reducedMotion || streaming ? 'auto' : 'smooth';
    // jsdom has no scrollIntoView; browsers all do.
    endRef.current?.scrollIntoView?.({ behavior, block: 'end' });
  }, [messages, typing, open, reducedMotion, streaming]);

  return (
    <div
      role="log"
      aria-live="polite"
      aria-busy={streaming || undefined}
      aria-label={ui.chat.conversation}
      className="flex-1 overflow-y-auto overscroll-contain px-4 py-4"
    >
      <ol className="flex flex-col gap-3">
        {messages.map((message) => (
          <li key={message.id} className="flex">
            <p
              className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-line wrap-anywhere ${bubbleClasses[message.sender]}`}
            >
              <span className="sr-only">{speaker(content, message.sender)}</span>
              <span>
                <MessageText text={message.text} linkClassName={linkClasses[message.sender]} />
              </span>
            </p>
          </li>
        ))}
      </ol>
      {typing && (
        <p className="mt-3 flex items-center gap-2.5 text-xs text-muted">
          <span className="inline-flex h-8 items-center rounded-2xl rounded-es-md border border-contrast/10 bg-contrast/[0.06] px-3">
            <TypingDots still={reducedMotion} />
          </span>
          {ui.chat.typing(profile.name)}
        </p>
      )}
      <div ref={endRef} />
    </div>
  );
}
