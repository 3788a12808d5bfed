import { ChartColumn, Columns3, Inbox } from 'lucide-react';
import { Link } from 'react-router-dom';
import { adminTexts } from '../../content/admin';
import type { AdminView } from '../../content/adminTypes';

/**
 * Each view's address. A view starts fresh: the messages open on the inbox, Insights on its
 * default period, whatever the other view's parameters were.
 */
const VIEWS: { view: AdminView; search: string; Icon: typeof Inbox }[] = [
  { view: 'messages', search: '', Icon: Inbox },
  { view: 'pipeline', search: '?view=pipeline', Icon: Columns3 },
  { view: 'insights', search: '?view=insights', Icon: ChartColumn },
];

/**
 * Messages, Pipeline and Insights, as links that put the view in the address (so Reload and Back keep it).
 * The current one is marked aria-current.
 */
export function ViewSwitch({ view }: { view: AdminView }) {
  return (
    <nav aria-label={adminTexts.views.navigation} className="mb-6">
      <ul className="inline-flex rounded-full border border-contrast/10 bg-contrast/[0.03] p-1">
        {VIEWS.map(({ view: item, search, Icon }) => {
          const current = item === view;
          return (
            <li key={item}>
              <Link
                to={{ search }}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-9 items-center gap-2 rounded-full px-4 py-1.5 text-sm font-semibold transition ${
                  current
                    ? 'bg-contrast/10 text-strong'
                    : 'text-body hover:bg-contrast/5 hover:text-strong'
                }`}
              >
                {/* Three names with their icons are wider than a 360 px phone: there, the names. */}
                <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                {adminTexts.views.names[item]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
