import type { VisitorMessage } from '../../../../supabase/functions/_test/hostile';
import type { ContactMessage } from '../api/types';
import { inboxColumns } from './fixtures';

/**
 * A message of generated hostile columns as the inbox lists it (the list leaves the conversation
 * out). The brief's columns are typed as the inbox reads them; their values need not be the
 * brief's, as a row stored before a check would not be.
 */
export function listedMessage(
  row: VisitorMessage,
  columns: Pick<ContactMessage, 'id' | 'created_at' | 'read'> & Partial<ContactMessage>,
): ContactMessage {
  return {
    ...inboxColumns,
    ...row,
    source: row.source as ContactMessage['source'],
    brief_service: row.brief_service as ContactMessage['brief_service'],
    brief_budget: row.brief_budget as ContactMessage['brief_budget'],
    brief_timeline: row.brief_timeline as ContactMessage['brief_timeline'],
    chat_transcript: null,
    ...columns,
  };
}
