import { adminTexts } from '../../../content/admin';
import { getSupabase } from '../../../lib/supabase';
import { failsWith } from './errors';
import type { ChatTurn } from './types';

/** Whether `value` is a conversation as the chat function stores it: turns of a role and a text. */
export function isTranscript(value: unknown): value is ChatTurn[] {
  return (
    Array.isArray(value) &&
    value.every(
      (turn: unknown) =>
        typeof turn === 'object' &&
        turn !== null &&
        ((turn as ChatTurn).role === 'user' || (turn as ChatTurn).role === 'assistant') &&
        typeof (turn as ChatTurn).content === 'string',
    )
  );
}

/**
 * The conversation a chat message carries, read when the owner opens it (the list leaves it out,
 * so a page of messages stays small); row-level security lets only the admin read it. A message
 * with no conversation, or one of another shape, fails like any other error: 'Failed to load the
 * conversation'.
 */
export function getTranscript(id: string): Promise<ChatTurn[]> {
  return failsWith(adminTexts.errors.conversation, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('contact_messages')
      .select('chat_transcript')
      .eq('id', id)
      .single();
    if (error) throw error;
    const transcript: unknown = data?.chat_transcript;
    if (!isTranscript(transcript) || transcript.length === 0) {
      throw new TypeError('The conversation has an unexpected shape');
    }
    return transcript;
  });
}
