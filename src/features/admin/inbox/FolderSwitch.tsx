import { Link } from 'react-router-dom';
import { adminTexts } from '../../../content/admin';
import type { Folder, MessageCounts } from '../api/types';

const FOLDERS: { folder: Folder; search: string }[] = [
  { folder: 'inbox', search: '' },
  { folder: 'spam', search: '?folder=spam' },
];

interface FolderSwitchProps {
  folder: Folder;
  /** null until the first counts arrive: the links then show no number. */
  counts: MessageCounts | null;
}

/**
 * Inbox and Spam, as links that put the folder in the address (so Reload and Back keep it), each
 * with its total. The number is read out as words ('Inbox, 12 messages'), not as a bare digit.
 */
export function FolderSwitch({ folder, counts }: FolderSwitchProps) {
  return (
    <nav aria-label={adminTexts.folders.navigation} className="basis-full">
      <ul className="flex flex-wrap gap-2">
        {FOLDERS.map((item) => {
          const current = item.folder === folder;
          const count = counts?.[item.folder];
          const flagged = item.folder === 'spam' && !!count;
          return (
            <li key={item.folder}>
              <Link
                to={{ search: item.search }}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition ${
                  current
                    ? 'border-accent-strong/50 bg-accent/10 text-strong'
                    : 'border-contrast/10 text-body hover:border-contrast/25 hover:bg-contrast/5 hover:text-strong'
                }`}
              >
                {adminTexts.folders.names[item.folder]}
                {count !== undefined && (
                  <span
                    className={`min-w-6 rounded-full px-2 py-0.5 text-center text-xs tabular-nums ${
                      flagged ? 'bg-warning/15 text-warning-text' : 'bg-contrast/10 text-soft'
                    }`}
                  >
                    <span aria-hidden="true">{count}</span>
                    <span className="sr-only">{adminTexts.folders.count(count)}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
