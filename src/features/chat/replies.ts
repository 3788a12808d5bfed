import { profile } from '../../content';
import { ChatRequestError, requestReply } from './api/request-reply';

/**
 * The chat's one error path: whatever a reply fails with becomes one of the texts below, shown as
 * the bot's reply, with the owner's contact details from content. A non-OK answer of the chat
 * function is admitted as technical difficulties; an answer without content asks to rephrase;
 * anything else (no network, a time-out, an unreadable answer, a bug) gets the fallback text.
 * No error's own message ever reaches the conversation; it goes to the console as a warning.
 */

/** Shown when the chat endpoint answers with a non-OK status. */
export const TECHNICAL_DIFFICULTIES_REPLY = `I apologize, but I'm having technical difficulties right now. Please feel free to contact me directly at ${profile.email} or WhatsApp ${profile.phone}.`;

/** Shown when the answer carries no content. */
export const REPHRASE_REPLY =
  'Sorry, I had trouble processing that. Could you please rephrase your question?';

/** Shown for any other failure: no network, a reply that took too long, an unreadable answer. */
export const FALLBACK_REPLY = `I apologize for the technical issue. Please contact me directly at ${profile.email} or WhatsApp ${profile.phone}.`;

/** The bot's text for a failed request, whatever was thrown. */
export function replyForError(error: unknown): string {
  if (error instanceof ChatRequestError) {
    console.warn(error.message);
    return TECHNICAL_DIFFICULTIES_REPLY;
  }
  console.warn('The chat reply failed:', error);
  return FALLBACK_REPLY;
}

/** The bot's text for the visitor's `text`: the reply, or the catalogue's text for what failed. */
export async function replyFor(text: string, signal?: AbortSignal): Promise<string> {
  try {
    return (await requestReply(text, signal)) ?? REPHRASE_REPLY;
  } catch (error) {
    return replyForError(error);
  }
}
