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
}

/** The columns the inbox reads, in the order of the type above. */
export const CONTACT_MESSAGE_COLUMNS = 'id, name, email, subject, message, created_at, read';
