import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useContent } from '../../i18n/contentContext';
import { failureReplies, replyFor, type ReplyLanguage } from './replies';

/** One line of the conversation. Kept in memory only, never stored. */
export interface ChatMessage {
  id: number;
  text: string;
  sender: 'bot' | 'user';
}

/**
 * The conversation of this page session: it starts with the two greetings; `send` appends the
 * visitor's message at once, then the bot's reply (or the text for what failed, from replies). Empty or
 * whitespace-only text is not sent, nor is anything while a reply is pending.
 */
export function useChat() {
  const content = useContent();
  const [greetings] = useState<readonly ChatMessage[]>(() =>
    content.assistant.greetings.map((text, index) => ({ id: index + 1, text, sender: 'bot' })),
  );
  const language: ReplyLanguage = useMemo(
    () => ({ code: content.locale.code, replies: failureReplies(content) }),
    [content],
  );
  const [messages, setMessages] = useState<readonly ChatMessage[]>(greetings);
  const [pending, setPending] = useState(false);
  /** Set synchronously, so a second send in the same tick cannot slip past the state update. */
  const inFlight = useRef(false);
  const nextId = useRef(greetings.length + 1);
  const controller = useRef<AbortController | null>(null);

  // A reply that arrives after the chat is gone has nowhere to go: stop waiting for it.
  useEffect(() => () => controller.current?.abort(), []);

  const append = useCallback((text: string, sender: ChatMessage['sender']) => {
    const message: ChatMessage = { id: nextId.current++, text, sender };
    setMessages((current) => [...current, message]);
  }, []);

  const send = useCallback(
    async (text: string): Promise<void> => {
      const message = text.trim();
      if (!message || inFlight.current) return;

      inFlight.current = true;
      controller.current = new AbortController();
      const { signal } = controller.current;
      append(message, 'user');
      setPending(true);
      try {
        const reply = await replyFor(message, language, signal);
        if (!signal.aborted) append(reply, 'bot');
      } finally {
        inFlight.current = false;
        controller.current = null;
        setPending(false);
      }
    },
    [append, language],
  );

  return { messages, pending, send };
}
