import { Mail } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/buttonClasses';
import { adminTexts } from '../../../content/admin';
import { markAnswered } from '../api/mark-answered';
import type { ContactMessage } from '../api/types';
import { replyHref } from './replyHref';

/**
 * Reply's second choice: the owner's own mail app, with the subject and the message quoted. It
 * counts as the owner's reply in Insights, as Reply did before it opened the composer.
 */
export function MailAppLink({ message }: { message: ContactMessage }) {
  return (
    <a
      href={replyHref(message)}
      onClick={() => void markAnswered(message.id)}
      className={buttonClasses('quiet', 'xs')}
    >
      <Mail aria-hidden="true" className="size-4" />
      {adminTexts.composer.mailApp}
    </a>
  );
}
