import type { Content } from '../../content';
import { ChatRequestError, requestReply, trimHistory, type HistoryTurn } from './api/request-reply';
import { ChatStreamError, type HandoffOffer } from './replyStream';
import { coverageOf, type Coverage } from './signedChain';

/**
 * The chat's one error path: whatever a reply fails with becomes one of the texts below (from
 * `ui.chat.replies`, src/content), shown as the bot's message after whatever part of the reply had
 * arrived, with the owner's email and phone. A non-OK answer of the chat function, or a failure it
 * reports midway through its stream, is admitted as technical difficulties; a reply without text
 * asks to rephrase; anything else (no network, a time-out, a stream that broke off, an unreadable
 * answer, a bug) gets the fallback text. No error's own message ever reaches the conversation; it
 * goes to the console as a warning.
 */

/** The chat's texts for what failed, in one language. */
export interface FailureReplies {
  /** Shown when the chat endpoint answers with a non-OK status, or reports a failure midway. */
  technicalDifficulties: string;
  /** Shown when the reply carries no text. */
  rephrase: string;
  /** Shown for any other failure: no network, a reply that took too long or broke off, an unreadable answer. */
  fallback: string;
}

/** The failure texts of the page's language, with the owner's email and phone in them. */
export function failureReplies({ ui, profile }: Pick<Content, 'ui' | 'profile'>): FailureReplies {
  return {
    technicalDifficulties: ui.chat.replies.technicalDifficulties(profile.email, profile.phone),
    rephrase: ui.chat.replies.rephrase,
    fallback: ui.chat.replies.fallback(profile.email, profile.phone),
  };
}

/** The bot's text for a failed request, whatever was thrown. */
export function replyForError(error: unknown, replies: FailureReplies): string {
  if (error instanceof ChatRequestError || error instanceof ChatStreamError) {
    console.warn(error.message);
    return replies.technicalDifficulties;
  }
  console.warn('The chat reply failed:', error);
  return replies.fallback;
}

/** What a reply is asked in: the page's language, and its texts for failures. */
export interface ReplyLanguage {
  /** The page's language code, e.g. 'fr': the chat function answers in it unless the visitor writes in another. */
  code: string;
  replies: FailureReplies;
}

/** The visitor's latest text and the conversation before it, oldest first, in its chat. */
export interface Question {
  /** The chat's id, made once per chat. */
  conversation: string;
  message: string;
  history: readonly HistoryTurn[];
}

export interface ReplyProgress {
  /**
   * Called each time the reply grows, with its whole text so far; leading whitespace is left
   * out, so the first call comes with the first visible character.
   */
  onText: (text: string) => void;
  /** Aborting it stops the reply where it is. */
  signal: AbortSignal;
}

/** How a reply ended. */
export interface ReplyOutcome {
  /** The text to show after the reply when it failed or came without text; null otherwise. */
  failure: string | null;
  /** The chat function's signature of a whole reply: it may go back as history. */
  signature?: string;
  /** What the request of a signed reply covered (signedChain.ts). */
  covers?: Coverage;
  /** The offer to send the conversation to the owner, when the reply came with one. */
  handoff?: HandoffOffer;
}

/**
 * Streams the bot's reply to `question`, passing its growing text to `onText`. Resolves with the
 * text to show after it when the reply failed or came without text (from FailureReplies), or null
 * when the reply is whole or `signal` stopped it; and the signature of a whole reply, with what
 * its request covered. A refused history (400) is asked once more without the replies in it (the
 * reply then starts the chain anew). Never rejects.
 */
export async function replyFor(
  { conversation, message, history }: Question,
  { code, replies }: ReplyLanguage,
  { onText, signal }: ReplyProgress,
): Promise<ReplyOutcome> {
  let received = '';
  const onPiece = (piece: string) => {
    received += piece;
    const shown = received.trimStart();
    if (shown) onText(shown);
  };
  let covers: Coverage | undefined;
  const ask = (turns: readonly HistoryTurn[]) => {
    const window = trimHistory(turns);
    covers = coverageOf(window, message);
    return requestReply(
      { conversation, message, language: code, history: window },
      { onText: onPiece, signal },
    );
  };
  try {
    const { text, signature, handoff } = await ask(history).catch((error: unknown) => {
      // Replies signed before the function's key changed, or more than a day ago, are refused:
      // ask once more without them.
      const refused = error instanceof ChatRequestError && error.status === 400;
      if (!refused || !history.some(({ role }) => role === 'assistant')) throw error;
      return ask(history.filter(({ role }) => role === 'user'));
    });
    if (!text.trim()) return { failure: replies.rephrase };
    return {
      failure: null,
      ...(signature && { signature, covers }),
      ...(handoff && { handoff }),
    };
  } catch (error) {
    if (signal.aborted) return { failure: null };
    return { failure: replyForError(error, replies) };
  }
}
