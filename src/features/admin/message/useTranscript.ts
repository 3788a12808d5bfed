import { useCallback, useRef, useState } from 'react';
import { getTranscript } from '../api/get-transcript';
import type { ChatTurn } from '../api/types';

export type TranscriptState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; turns: ChatTurn[] }
  | { status: 'failed'; error: string };

/**
 * A chat message's conversation, loaded the first time `load` is called (and again after a
 * failure); once loaded it is kept, so closing and opening it again asks nothing.
 */
export function useTranscript(id: string) {
  const [state, setState] = useState<TranscriptState>({ status: 'idle' });
  const busy = useRef(false);

  const load = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'loading' });
    try {
      setState({ status: 'loaded', turns: await getTranscript(id) });
    } catch (error) {
      setState({ status: 'failed', error: (error as Error).message });
    } finally {
      busy.current = false;
    }
  }, [id]);

  return { state, load };
}
