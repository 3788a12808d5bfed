import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { greetingsIn } from '../../content/locales/greetings';
import { useContent } from '../../i18n/contentContext';
import type { HistoryTurn } from './api/request-reply';
import { failureReplies, replyFor, type ReplyLanguage } from './replies';
import type { HandoffOffer } from './replyStream';

/** One line of the conversation. Kept in memory only, never stored. */
export interface ChatMessage {
  id: number;
  text: string;
  sender: 'bot' | 'user';
  /** A reply whose text is still arriving. */
  streaming: boolean;
  /**
   * The chat function's signature of a whole reply, which later questions send back with it as
   * context. Greetings, failure texts and replies cut short have none: they stay out.
   */
  signature?: string;
  /** The reply came with the offer to send the conversation to the owner. */
  offer?: HandoffOffer;
}

/**
 * The conversation as the chat function reads it: the visitor's turns and the signed replies (as
 * history, trimmed to the latest when asking; whole, when handed to the owner).
 */
export function historyOf(messages: readonly ChatMessage[]): HistoryTurn[] {
  return messages.flatMap(({ sender, text, signature }): HistoryTurn[] => {
    if (sender === 'user') return [{ role: 'user', content: text }];
    return signature ? [{ role: 'assistant', content: text, signature }] : [];
  });
}

/**
 * The conversation of this page session: it starts with the two greetings; `send` appends the
 * visitor's message at once, then the bot's reply, growing as its text streams in, and after it
 * the text for what failed, if anything did (from replies). Empty or whitespace-only text is not
 * sent, nor is anything while a reply is pending. `stop` ends the pending reply where it is.
 */
export function useChat() {
  const content = useContent();
  const [greetings] = useState<readonly ChatMessage[]>(() =>
    greetingsIn(content.locale.code)(content.profile).map((text, index) => ({
      id: index + 1,
      text,
      sender: 'bot',
      streaming: false,
    })),
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

  const append = useCallback((message: Omit<ChatMessage, 'id'>): number => {
    const id = nextId.current++;
    setMessages((current) => [...current, { id, ...message }]);
    return id;
  }, []);

  const update = useCallback((id: number, change: Partial<ChatMessage>) => {
    setMessages((current) =>
      current.map((message) => (message.id === id ? { ...message, ...change } : message)),
    );
  }, []);

  const send = useCallback(
    async (text: string): Promise<void> => {
      const message = text.trim();
      if (!message || inFlight.current) return;

      inFlight.current = true;
      controller.current = new AbortController();
      const { signal } = controller.current;
      const history = historyOf(messages);
      append({ text: message, sender: 'user', streaming: false });
      setPending(true);
      let replyId: number | null = null;
      let shown = '';
      const onText = (text: string) => {
        shown = text;
        if (replyId === null) {
          replyId = append({ text, sender: 'bot', streaming: true });
        } else update(replyId, { text });
      };
      try {
        const { failure, signature, handoff } = await replyFor({ message, history }, language, {
          onText,
          signal,
        });
        if (replyId !== null) {
          update(replyId, {
            text: shown.trimEnd(),
            streaming: false,
            ...(signature && { signature }),
            ...(handoff && { offer: handoff }),
          });
        }
        if (failure) append({ text: failure, sender: 'bot', streaming: false });
      } finally {
        inFlight.current = false;
        controller.current = null;
        setPending(false);
      }
    },
    [append, update, language, messages],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  /** Adds a line of the bot's that no request wrote (the hand-over's confirmation). */
  const say = useCallback(
    (text: string) => void append({ text, sender: 'bot', streaming: false }),
    [append],
  );

  /** The latest offer to send the conversation to the owner, if a reply made one. */
  const offer = useMemo(() => messages.findLast((message) => message.offer)?.offer, [messages]);
  const transcript = useMemo(() => historyOf(messages), [messages]);

  /** Nothing of the pending reply has arrived yet: the typing indicator stands in for it. */
  const typing = pending && !messages.at(-1)?.streaming;

  return { messages, pending, typing, send, stop, say, offer, transcript };
}
