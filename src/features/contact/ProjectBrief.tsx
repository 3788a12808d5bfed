import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { ErrorFallback, LazyBoundary } from '../../components/ErrorBoundary';
import { useContent } from '../../i18n/contentContext';
import { BRIEF_FIELDS, type Brief, type BriefField } from '../../shared/brief';
import { briefValueName } from './contactBrief';

interface ProjectBriefProps {
  brief: Brief;
  open: boolean;
  onToggle: () => void;
  /** A chip was chosen: one of the field's values, or '' for "Not sure yet". */
  onChoose: (field: BriefField, value: string) => void;
}

/**
 * The project brief under the message: a toggle (aria-expanded), then a row of chips per field
 * (service, budget, timeline). Each row is a fieldset of real radio inputs, so arrow keys move
 * through it and screen readers announce "radio button, 2 of 5"; its "Not sure yet" chip leaves
 * the field unchosen. Each input covers its pill, so the whole pill is the tap target and the
 * site's focus outline rings the pill. While folded, what is chosen is named under the toggle:
 * it is still sent.
 */
const loadBriefChoices = () => import('../../components/BriefChoices');

export function ProjectBrief({ brief, open, onToggle, onChoose }: ProjectBriefProps) {
  /** Once open, the chips stay mounted (hidden while folded): no second load, no flicker. */
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const { ui } = useContent();
  const texts = ui.brief;
  const baseId = useId();
  const chosen = BRIEF_FIELDS.flatMap((field) => {
    const value = brief[field];
    return value === undefined ? [] : [briefValueName(texts.values, field, value)];
  });
  const showChosen = !open && chosen.length > 0;

  return (
    <div className="mt-6 rounded-xl border border-contrast/10 bg-canvas/40">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${baseId}-panel`}
        aria-describedby={showChosen ? `${baseId}-chosen` : undefined}
        onClick={onToggle}
        className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-start text-sm font-semibold text-strong"
      >
        {texts.toggle}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 text-muted ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {showChosen && (
        <p id={`${baseId}-chosen`} className="px-4 pb-3 text-xs text-muted">
          {texts.chosen(chosen)}
        </p>
      )}
      <div
        id={`${baseId}-panel`}
        hidden={!open}
        className="space-y-5 border-t border-contrast/10 p-4"
      >
        {/* The chips load when the brief first opens: most messages never open it. */}
        {opened && (
          <LazyBoundary
            load={loadBriefChoices}
            props={{ brief, onChoose }}
            fallback={({ retry, retries }) => <ErrorFallback retry={retry} focus={retries > 0} />}
          />
        )}
      </div>
    </div>
  );
}
