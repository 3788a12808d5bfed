import { Link, useSearchParams } from 'react-router-dom';
import type { MessageFilter } from './api/types';
import { searchWithFilter } from './useMessageFilter';

const FILTERS: { filter: MessageFilter; label: string }[] = [
  { filter: 'all', label: 'All' },
  { filter: 'unread', label: 'Unread' },
  { filter: 'read', label: 'Read' },
];

/**
 * All, Unread and Read for the inbox, as links that put the filter in the address next to the
 * folder (so Reload and Back keep the owner's place). The chosen one is marked aria-current.
 */
export function FilterSwitch({ filter }: { filter: MessageFilter }) {
  const [searchParams] = useSearchParams();

  return (
    <nav aria-label="Show" className="basis-full">
      <ul className="inline-flex rounded-full border border-white/10 bg-white/[0.03] p-1">
        {FILTERS.map((item) => {
          const current = item.filter === filter;
          return (
            <li key={item.filter}>
              <Link
                to={{ search: searchWithFilter(searchParams, item.filter) }}
                aria-current={current ? 'true' : undefined}
                className={`inline-flex min-h-9 items-center rounded-full px-4 py-1.5 text-sm font-semibold transition ${
                  current
                    ? 'bg-white/10 text-white'
                    : 'text-slate-300 hover:bg-white/5 hover:text-white'
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
