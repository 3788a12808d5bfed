import { profile } from '../../../content';
import type { ContactMessageValues } from '../contactRules';

/** A contact message ready to send: every field already trimmed and validated by contactRules. */
export type ContactMessageInput = ContactMessageValues;

/**
 * Sends a contact message to the owner's inbox. This is the single function the contact form
 * calls to send; it resolves when the message is stored and rejects with an Error whose message
 * the form shows to the visitor.
 *
 * Not wired yet: the backend issue replaces the body with the Supabase insert, e.g.
 *   const { error } = await supabase.from('contact_messages').insert(message);
 *   if (error) throw new Error(error.message);
 * using the one client from src/lib (the database sets created_at from its own clock).
 * Until then it rejects, so the form never claims a message was sent when it was not.
 */
export async function sendContactMessage(message: ContactMessageInput): Promise<void> {
  void message;
  throw new Error(`Sending messages is not set up yet. Please email ${profile.email}.`);
}
