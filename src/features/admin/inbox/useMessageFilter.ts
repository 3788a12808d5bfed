import { useSearchParams } from 'react-router-dom';
import type { Folder, MessageFilter } from '../api/types';

/** The address's filter parameter: `?filter=unread`, `?filter=read`; absent means all. */
export const FILTER_PARAM = 'filter';

/** `unread` and `read` name themselves; anything else (absent, misspelt) is all. */
export function parseMessageFilter(value: string | null): MessageFilter {
  return value === 'unread' || value === 'read' ? value : 'all';
}

/**
 * The address's search for `filter`, keeping every other parameter (the folder among them). All is
 * the default, so it leaves the parameter out: `/admin` and `/admin?filter=all` are one place.
 */
export function searchWithFilter(search: URLSearchParams, filter: MessageFilter): string {
  const next = new URLSearchParams(search);
  if (filter === 'all') next.delete(FILTER_PARAM);
  else next.set(FILTER_PARAM, filter);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The filter the address names for this folder. Spam has no filter: there it is always all. */
export function useMessageFilter(folder: Folder): MessageFilter {
  const [searchParams] = useSearchParams();
  return folder === 'spam' ? 'all' : parseMessageFilter(searchParams.get(FILTER_PARAM));
}
