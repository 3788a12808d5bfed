import { useSearchParams } from 'react-router-dom';

/** The address's search parameter: `?q=words`; absent or blank means no search. */
export const SEARCH_PARAM = 'q';

/** The inbox search the address holds, trimmed. */
export function useSearchQuery(): string {
  const [searchParams] = useSearchParams();
  return (searchParams.get(SEARCH_PARAM) ?? '').trim();
}
