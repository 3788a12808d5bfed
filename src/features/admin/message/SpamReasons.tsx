import { ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { adminTexts } from '../../../content/admin';
import type { ContactMessage } from '../api/types';
import { spamReasons } from './spamReasons';

/** A Spam card's note on why the site filed it there: the rules it broke and how fast it came. */
export function SpamReasons({ message }: { message: ContactMessage }) {
  const labelId = useId();

  return (
    <div className="mt-4 flex items-start gap-2.5 rounded-xl border border-warning/20 bg-warning/[0.06] px-3.5 py-3 text-sm text-warning-text">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <div className="min-w-0">
        <p id={labelId} className="font-medium">
          {adminTexts.spamReasons.heading}
        </p>
        <ul
          aria-labelledby={labelId}
          className="mt-1 list-disc space-y-0.5 ps-4 marker:text-warning/70"
        >
          {spamReasons(message).map((line, index) => (
            <li key={index} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
