import { useSearchParams } from 'react-router-dom';
import type { AdminView } from '../../content/adminTypes';

/**
 * The address's view parameter: `?view=pipeline`, `?view=insights`; absent (or anything else) is
 * the messages.
 */
export const VIEW_PARAM = 'view';

/** Which of the owner's views the address names. */
export function parseAdminView(value: string | null): AdminView {
  return value === 'pipeline' || value === 'insights' ? value : 'messages';
}

/** The view the address names, so Reload and Back keep the owner's place. */
export function useAdminView(): AdminView {
  const [searchParams] = useSearchParams();
  return parseAdminView(searchParams.get(VIEW_PARAM));
}
