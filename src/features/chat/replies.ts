import { profile, ui } from '../../content';
import { ChatRequestError, requestReply } from './api/request-reply';

/**
 * The chat's one error path: whatever a reply fails with becomes one of the texts below (from
 * `ui.chat.replies`, src/content), shown as the bot's reply, with the owner's email and phone. A
 * non-OK answer of the chat function is admitted as technical difficulties; an answer without
 * content asks to rephrase; anything else (no network, a time-out, an unreadable answer, a bug)
 * gets the fallback text. No error's own message ever reaches the conversation; it goes to the
 * console as a warning.
 */

/** Shown when the chat endpoint answers with a non-OK status. */
export const TECHNICAL_DIFFICULTIES_REPLY = ui.chat.replies.technicalDifficulties(
  profile.email,
  profile.phone,
);

/** Shown when the answer carries no content. */
export const REPHRASE_REPLY = ui.chat.replies.rephrase;

/** Shown for any other failure: no network, a reply that took too long, an unreadable answer. */
export const FALLBACK_REPLY = ui.chat.replies.fallback(profile.email, profile.phone);

/** The bot's text for a failed request, whatever was thrown. */
export function replyForError(error: unknown): string {
  if (error instanceof ChatRequestError) {
    console.warn(error.message);
    return TECHNICAL_DIFFICULTIES_REPLY;
  }
  console.warn('The chat reply failed:', error);
  return FALLBACK_REPLY;
}

/** The bot's text for the visitor's `text`: the reply, or the text for what failed. */
export async function replyFor(text: string, signal?: AbortSignal): Promise<string> {
  try {
    return (await requestReply(text, signal)) ?? REPHRASE_REPLY;
  } catch (error) {
    return replyForError(error);
  }
}
