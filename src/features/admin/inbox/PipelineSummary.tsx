import { useEffect, useState } from 'react';
import { adminTexts } from '../../../content/admin';
import { withoutReordering } from '../../../shared/visitorText';
import { getPipeline, type PipelineStage } from '../api/get-pipeline';
import { stageName } from '../stageName';

const texts = adminTexts.stages;

/**
 * The pipeline above the inbox, as the database counts it: each stage a lead stands at, how many,
 * and what its proposals or wins are worth per currency ('Won: 3 leads, €5,800.50, $300.00').
 * Loaded again whenever `version` changes (a lead moved). While it loads, or when it could not,
 * it shows nothing: the inbox is what matters.
 */
export function PipelineSummary({ version }: { version: number }) {
  const [stages, setStages] = useState<PipelineStage[] | null>(null);

  useEffect(() => {
    let live = true;
    getPipeline().then(
      (loaded) => live && setStages(loaded),
      () => live && setStages(null),
    );
    return () => {
      live = false;
    };
  }, [version]);

  if (!stages || stages.length === 0) return null;
  return (
    <section aria-label={texts.pipeline} className="mt-6">
      <ul className="flex flex-wrap gap-2 text-sm">
        {stages.map(({ stage, leads, totals }) => (
          <li
            key={stage}
            className="rounded-full border border-contrast/10 bg-panel/80 px-3 py-1 text-body"
          >
            <span className="font-semibold text-strong">{stageName(stage)}</span>
            {': '}
            {[
              texts.leads(leads),
              ...totals.map(({ currency, total }) =>
                texts.money(total, withoutReordering(currency)),
              ),
            ].join(', ')}
          </li>
        ))}
      </ul>
    </section>
  );
}
