import { useCallback, useEffect, useState } from 'react';
import { getPipeline } from '../api/get-pipeline';
import { getPipelineLeads } from '../api/get-pipeline-leads';
import { pipelineColumns, type PipelineColumn } from './pipelineColumns';

export type PipelineState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  /** `loadedAt`: the time the ages are counted to (the answer's, so a render stays pure). */
  | { status: 'ready'; columns: PipelineColumn[]; loadedAt: number };

/**
 * The pipeline as the database counts and picks it: both calls at once (the counts and sums, and
 * each stage's oldest leads), loaded again on `reload` (Try again). The view waits for both, so a
 * column never shows cards without its count.
 */
export function usePipeline() {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; state: PipelineState } | null>(null);

  useEffect(() => {
    let current = true;
    Promise.all([getPipeline(), getPipelineLeads()]).then(
      ([stages, leads]) => {
        if (current) {
          const columns = pipelineColumns(stages, leads);
          setAnswer({ attempt, state: { status: 'ready', columns, loadedAt: Date.now() } });
        }
      },
      (failure: Error) => {
        if (current) setAnswer({ attempt, state: { status: 'error', error: failure.message } });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const state: PipelineState = answer?.attempt === attempt ? answer.state : { status: 'loading' };
  return { state, reload };
}
