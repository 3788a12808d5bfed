import { TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { adminTexts } from '../../../content/admin';
import type { ContactMessage } from '../api/types';
import { DeleteOnlyActions } from './DeleteOnlyActions';
import { SelectBox } from './SelectBox';

/** A stored value as text, whatever it turned out to be (an object as its JSON); nothing for none. */
function stored(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

interface UnshownMessageProps {
  message: ContactMessage;
  /** The id of the heading that names the card (the sender's name). */
  headingId: string;
  /** The card's tick box, when the list has one: a message shown this way can still be ticked. */
  select?: ReactNode;
}

/**
 * A message the card could not show as usual (one of its stored values made it fail): the
 * sender's name as the card's heading, a short note, then its values exactly as stored, each
 * under its CSV column's name, as plain text. Nothing here formats or looks up a value, so
 * nothing here can fail on one.
 */
export function UnshownMessage({ message, headingId, select }: UnshownMessageProps) {
  const { columns } = adminTexts.csv;
  const fields: [string, string][] = [
    [columns.received, stored(message.created_at)],
    [columns.email, stored(message.email)],
    [columns.language, stored(message.language)],
    [columns.subject, stored(message.subject)],
    [columns.summary, stored(message.chat_summary)],
    [columns.message, stored(message.message)],
  ];

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        {select}
        <h2 id={headingId} dir="auto" className="text-lg font-semibold wrap-anywhere">
          {stored(message.name)}
        </h2>
      </div>
      <div className="mt-3 rounded-xl border border-warning/20 bg-warning/[0.06] px-3.5 py-3 text-sm">
        <p className="flex items-start gap-2.5 font-medium text-warning-text">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          {adminTexts.card.unshown}
        </p>
        <dl className="mt-2 space-y-1.5 ps-6.5">
          {fields
            .filter(([, value]) => value !== '')
            .map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-semibold text-muted">{label}</dt>
                <dd dir="auto" className="whitespace-pre-wrap text-body wrap-anywhere">
                  {value}
                </dd>
              </div>
            ))}
        </dl>
      </div>
    </>
  );
}

interface UnshownCardProps {
  message: ContactMessage;
  onDelete: (message: ContactMessage) => Promise<boolean>;
  selected?: boolean;
  onSelect?: (message: ContactMessage, on: boolean, range: boolean) => void;
}

/**
 * A whole card in the list's place when even the card's frame could not render: the message as
 * stored, its tick box (for the bulk actions) and Delete.
 */
export function UnshownCard({ message, onDelete, selected = false, onSelect }: UnshownCardProps) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="rounded-2xl border border-contrast/10 bg-panel/80 p-5 sm:p-6"
    >
      <UnshownMessage
        message={message}
        headingId={nameId}
        select={onSelect && <SelectBox message={message} selected={selected} onSelect={onSelect} />}
      />
      <DeleteOnlyActions message={message} onDelete={onDelete} />
    </article>
  );
}
