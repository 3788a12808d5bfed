import { Link, useSearchParams } from 'react-router-dom';
import { adminTexts } from '../../../content/admin';
import type { MessageFilter } from '../api/types';
import { searchWithFilter } from './useMessageFilter';

const FILTERS: readonly MessageFilter[] = ['all', 'unread', 'read'];

/**
 * All, Unread and Read for the inbox, as links that put the filter in the address next to the
 * folder (so Reload and Back keep the owner's place). The chosen one is marked aria-current.
 */
export function FilterSwitch({ filter }: { filter: MessageFilter }) {
  const [searchParams] = useSearchParams();

  return (
    <nav aria-label={adminTexts.filters.navigation}>
      <ul className="inline-flex rounded-full border border-contrast/10 bg-contrast/[0.03] p-1">
        {FILTERS.map((item) => {
          const current = item === filter;
          return (
            <li key={item}>
              <Link
                to={{ search: searchWithFilter(searchParams, item) }}
                aria-current={current ? 'true' : undefined}
                className={`inline-flex min-h-9 items-center rounded-full px-3 py-1.5 text-sm font-semibold transition sm:px-4 ${
                  current
                    ? 'bg-contrast/10 text-strong'
                    : 'text-body hover:bg-contrast/5 hover:text-strong'
                }`}
              >
                {adminTexts.filters.names[item]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
