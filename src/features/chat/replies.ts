import type { Content } from '../../content';
import { ChatRequestError, requestReply } from './api/request-reply';

/**
 * The chat's one error path: whatever a reply fails with becomes one of the texts below (from
 * `ui.chat.replies`, src/content), shown as the bot's reply, with the owner's email and phone. A
 * non-OK answer of the chat function is admitted as technical difficulties; an answer without
 * content asks to rephrase; anything else (no network, a time-out, an unreadable answer, a bug)
 * gets the fallback text. No error's own message ever reaches the conversation; it goes to the
 * console as a warning.
 */

/** The chat's texts for what failed, in one language. */
export interface FailureReplies {
  /** Shown when the chat endpoint answers with a non-OK status. */
  technicalDifficulties: string;
  /** Shown when the answer carries no content. */
  rephrase: string;
  /** Shown for any other failure: no network, a reply that took too long, an unreadable answer. */
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
  if (error instanceof ChatRequestError) {
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

/** The bot's text for the visitor's `text`: the reply, or the text for what failed. */
export async function replyFor(
  text: string,
  { code, replies }: ReplyLanguage,
  signal?: AbortSignal,
): Promise<string> {
  try {
    return (await requestReply(text, code, signal)) ?? replies.rephrase;
  } catch (error) {
    return replyForError(error, replies);
  }
}
