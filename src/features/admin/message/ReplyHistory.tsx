import { CircleAlert, MailCheck, Clock } from 'lucide-react';
import { useId } from 'react';
import { adminTexts } from '../../../content/admin';
import type { LocaleInfo } from '../../../content/types';
import { withoutReordering } from '../../../shared/visitorText';
import type { ListedReply } from '../api/types';
import { formatMessageDate } from '../formatMessageDate';
import { ClampedText } from './ClampedText';

const texts = adminTexts.replies;

interface ReplyHistoryProps {
  /** Oldest first (mergeReplies). */
  replies: readonly ListedReply[];
  languages: readonly LocaleInfo[];
}

/** How a reply's status looks: its icon and its colour. */
function StatusIcon({ status }: { status: ListedReply['status'] }) {
  if (status === 'sent') {
    return <MailCheck aria-hidden="true" className="size-3.5 shrink-0 text-success" />;
  }
  if (status === 'failed') {
    return <CircleAlert aria-hidden="true" className="size-3.5 shrink-0 text-danger" />;
  }
  return <Clock aria-hidden="true" className="size-3.5 shrink-0 text-muted" />;
}

/**
 * The owner's replies to a message, under it, oldest first: each one's status and when (sent, or
 * written when it was not), its language, its subject and its body in a few lines that open in
 * full; a reply the email provider did not send says why, in the words the function kept. Each text reads in its language's
 * direction. Nothing when there is none.
 */
export function ReplyHistory({ replies, languages }: ReplyHistoryProps) {
  const headingId = useId();
  if (replies.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-muted uppercase">
        {texts.heading}
      </h3>
      <ol className="mt-2 space-y-2">
        {replies.map((reply) => {
          const locale = languages.find(({ code }) => code === reply.language);
          // A status the card does not know (a newer backend's) shows as stored.
          const status = Object.hasOwn(texts.status, reply.status)
            ? texts.status[reply.status]
            : withoutReordering(String(reply.status));
          const when = reply.sent_at ?? reply.created_at;
          return (
            <li
              key={reply.id}
              className={`rounded-xl border px-3.5 py-3 ${
                reply.status === 'failed'
                  ? 'border-danger/30 bg-danger/10'
                  : 'border-contrast/10 bg-canvas/40'
              }`}
            >
              <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
                <StatusIcon status={reply.status} />
                <span className="font-semibold text-soft">{status}</span>
                <time dateTime={when}>{withoutReordering(formatMessageDate(when))}</time>
                <span aria-hidden="true">·</span>
                <span>{adminTexts.card.language(reply.language)}</span>
              </p>
              <p
                dir={locale?.dir ?? 'auto'}
                lang={locale?.code}
                className="mt-1.5 text-sm font-medium break-words text-strong"
              >
                {withoutReordering(reply.subject)}
              </p>
              <ClampedText
                text={withoutReordering(reply.body)}
                dir={locale?.dir ?? 'auto'}
                lang={locale?.code}
                className="mt-1 text-sm leading-relaxed text-body"
              />
              {reply.status === 'failed' && reply.error && (
                <p className="mt-2 text-xs break-words text-danger-text">
                  {withoutReordering(reply.error)}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
