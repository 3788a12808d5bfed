import type { HistoryTurn } from './api/request-reply';

/**
 * The chat function signs each whole reply into a chain: the reply, the reply before it that the
 * request carried, and the visitor's turns it carried since then (the last of them the message).
 * The function takes back, as history and in a hand-over, only turns in exactly that order, so
 * the widget keeps, on each signed reply, what its request covered, and builds both from it.
 */

/** What the request of a signed reply covered. */
export interface Coverage {
  /** The signature of the reply before it in the chain; null when the request carried none. */
  previous: string | null;
  /** The visitor's turns the request carried after that reply, the message last. */
  visitorTurns: readonly string[];
}

/** What a request with `window` as its history and `message` as its text covers. */
export function coverageOf(window: readonly HistoryTurn[], message: string): Coverage {
  const last = window.findLastIndex(({ role }) => role === 'assistant');
  const reply = window[last];
  return {
    previous: reply?.role === 'assistant' ? reply.signature : null,
    visitorTurns: [...window.slice(last + 1).map(({ content }) => content), message],
  };
}

/** A line of the conversation, as far as the chain is concerned. */
export interface ChainMessage {
  sender: 'bot' | 'user';
  text: string;
  signature?: string;
  covers?: Coverage;
}

/**
 * The conversation as the chat function checks it: for each signed reply of the chain that ends
 * with the latest one, the visitor's turns its request covered, then the reply; then the
 * visitor's turns after the latest reply (no reply followed them). The chain's replies and their
 * turns are sent back as history (trimmed to the latest) and handed to the owner whole. Visitor
 * turns no signed reply covered (trimmed out of their request, or before a chain that started
 * anew) and replies outside the chain (greetings, failures, replies cut short) are left out.
 */
export function chainOf(messages: readonly ChainMessage[]): HistoryTurn[] {
  const lastIndex = messages.findLastIndex(({ signature, covers }) => signature && covers);
  const chain: ChainMessage[] = [];
  for (let reply = messages[lastIndex]; reply?.covers;) {
    chain.unshift(reply);
    const { previous } = reply.covers;
    reply =
      previous === null ? undefined : messages.find(({ signature }) => signature === previous);
  }
  const turns = chain.flatMap(({ text, signature, covers }): HistoryTurn[] => [
    ...(covers?.visitorTurns ?? []).map((content) => ({ role: 'user' as const, content })),
    { role: 'assistant', content: text, signature: signature! },
  ]);
  const after = messages
    .slice(lastIndex + 1)
    .filter(({ sender }) => sender === 'user')
    .map(({ text }): HistoryTurn => ({ role: 'user', content: text }));
  return [...turns, ...after];
}
