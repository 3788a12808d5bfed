/**
 * Questions the assistant could not answer, kept for the owner ("Questions to answer" in /admin)
 * so the answer can go into the content. The built-in responder cannot answer when it recognises
 * no topic; the AI says so by ending its reply with NO_ANSWER_MARKER, as the system prompt asks,
 * and the marker is taken out before the visitor sees the reply.
 */

/** What the AI writes after a reply that could not answer from the facts it was given. */
export const NO_ANSWER_MARKER = '[no-answer]';

/** The system prompt's line that asks for the marker. */
export const NO_ANSWER_INSTRUCTION = `If the facts above do not answer the visitor's question, say so honestly, offer to pass the question on, and end your reply with ${NO_ANSWER_MARKER} (it is removed before the visitor sees the reply).`;

/**
 * The reply's text as the gateway writes it, without the marker: a piece that may be the start of
 * the marker is held back until the next piece shows whether it is. `onMarker` runs when it is
 * found.
 */
export async function* withoutMarker(
  text: AsyncGenerator<string, void, undefined>,
  onMarker: () => void,
): AsyncGenerator<string, void, undefined> {
  let held = '';
  for await (const piece of text) {
    held += piece;
    if (held.includes(NO_ANSWER_MARKER)) {
      onMarker();
      held = held.split(NO_ANSWER_MARKER).join('');
    }
    const keep = markerStartAtEnd(held);
    const ready = held.slice(0, held.length - keep);
    held = held.slice(held.length - keep);
    if (ready) yield ready;
  }
  if (held) yield held;
}

/** How many characters at the end of `text` could begin the marker. */
function markerStartAtEnd(text: string): number {
  for (let length = Math.min(NO_ANSWER_MARKER.length - 1, text.length); length > 0; length -= 1) {
    if (NO_ANSWER_MARKER.startsWith(text.slice(-length))) return length;
  }
  return 0;
}

/**
 * Whether a text the responder could not place is a question worth the owner's time: it asks
 * ('?' or '؟') or says enough (four words or more). "ok", "thanks" or "hmm" are not kept.
 */
export function isWorthKeeping(text: string): boolean {
  return /[?؟]/.test(text) || text.trim().split(/\s+/).length >= 4;
}
