/** The two folders of the inbox. The database files each visitor message into one of them. */
export type Folder = 'inbox' | 'spam';

/** Where the owner's email about a message stands. */
export type NotifyState =
  'pending' | 'sending' | 'sent' | 'held' | 'summarized' | 'failed' | 'skipped';

/** A contact message as the inbox lists it (a row of public.contact_messages). */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  /** '' when the visitor left it out. */
  subject: string;
  message: string;
  /** ISO timestamp from the database clock. */
  created_at: string;
  read: boolean;
  /** Spam is kept in its folder, never deleted automatically. */
  status: Folder;
  /** Codes of the rules that filed it as spam ('honeypot', 'untouched', ...); [] in the inbox. */
  spam_reasons: string[];
  /** Milliseconds from the visitor's first touch of the form to Send; null when unknown. */
  signal_fill_ms: number | null;
  /** What the hidden field held, as the visitor's browser sent it. */
  signal_honeypot: string | null;
  /** Whether the visitor touched the form at all. */
  signal_touched: boolean | null;
  notify_state: NotifyState;
  /** Why the owner's email failed, when it did. */
  notify_error: string | null;
  /** ISO timestamp of the owner's email, once sent. */
  notified_at: string | null;
  /** The code of the page's language it was sent from ('en', 'fr', 'ar'); null when unknown. */
  language: string | null;
}

/**
 * The columns the inbox reads, in the order of the type above. One literal, not a concatenation:
 * supabase-js reads the column names from its type.
 */
export const CONTACT_MESSAGE_COLUMNS =
  'id, name, email, subject, message, created_at, read, status, spam_reasons, signal_fill_ms, signal_honeypot, signal_touched, notify_state, notify_error, notified_at, language';

/** How many messages each folder holds, and how many of the inbox's are unread. */
export interface MessageCounts {
  inbox: number;
  unread: number;
  spam: number;
}

/** Which inbox messages a list shows: every one, only the unread ones, or only the read ones. */
export type MessageFilter = 'all' | 'unread' | 'read';

/** Where a page of messages ends: the last listed message's sort key (newest first). */
export type MessageCursor = Pick<ContactMessage, 'created_at' | 'id'>;

/** One page of a folder's messages, newest first, and whether older ones follow it. */
export interface MessagePage {
  messages: ContactMessage[];
  hasMore: boolean;
}
