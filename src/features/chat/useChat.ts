import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { greetingsIn } from '../../content/locales/greetings';
import { useContent } from '../../i18n/contentContext';
import { newMessageId } from '../../shared/messageId';
import { failureReplies, replyFor, type ReplyLanguage } from './replies';
import type { HandoffOffer } from './replyStream';
import { chainOf, type Coverage } from './signedChain';

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
  /** What the request of a signed reply covered: its place in the chain (signedChain.ts). */
  covers?: Coverage;
  /** The reply came with the offer to send the conversation to the owner. */
  offer?: HandoffOffer;
}

/**
 * The conversation of this page session: it starts with the two greetings; `send` appends the
 * visitor's message at once, then the bot's reply, growing as its text streams in, and after it
 * the text for what failed, if anything did (from replies). Empty or whitespace-only text is not
 * sent, nor is anything while a reply is pending. `stop` ends the pending reply where it is.
 * `conversation` is the chat's id, made once; `transcript` is the conversation as the chat function
 * signed it (signedChain.ts): the history of each request, and what a hand-over sends.
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
  const [conversation] = useState(newMessageId);
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
      const history = chainOf(messages);
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
        const { failure, signature, covers, handoff } = await replyFor(
          { conversation, message, history },
          language,
          { onText, signal },
        );
        if (replyId !== null) {
          update(replyId, {
            text: shown.trimEnd(),
            streaming: false,
            ...(signature && covers && { signature, covers }),
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
    [append, update, language, messages, conversation],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  /** Adds a line of the bot's that no request wrote (the hand-over's confirmation). */
  const say = useCallback(
    (text: string) => void append({ text, sender: 'bot', streaming: false }),
    [append],
  );

  /** The latest offer to send the conversation to the owner, if a reply made one. */
  const offer = useMemo(() => messages.findLast((message) => message.offer)?.offer, [messages]);
  const transcript = useMemo(() => chainOf(messages), [messages]);

  /** Nothing of the pending reply has arrived yet: the typing indicator stands in for it. */
  const typing = pending && !messages.at(-1)?.streaming;

  return { messages, pending, typing, send, stop, say, offer, conversation, transcript };
}
