import { useSearchParams } from 'react-router-dom';
import type { Folder } from '../api/types';

/** The folder the address names: `?folder=spam` is Spam; anything else is the inbox. */
export function useFolder(): Folder {
  const [searchParams] = useSearchParams();
  return searchParams.get('folder') === 'spam' ? 'spam' : 'inbox';
}
