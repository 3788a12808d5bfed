import { Check } from 'lucide-react';
import { useId } from 'react';
import { useContent } from '../i18n/contentContext';
import { BRIEF_FIELDS, BRIEF_VALUES, type Brief, type BriefField } from '../shared/brief';
import { GRADIENT } from './ui/buttonClasses';

interface BriefChoicesProps {
  brief: Brief;
  /** A chip was chosen: one of the field's values, or '' for "Not sure yet". */
  onChoose: (field: BriefField, value: string) => void;
  /** Smaller chips, for the chat's narrow panel. */
  compact?: boolean;
}

const chipClasses = 'relative inline-flex items-center gap-2 rounded-full font-semibold transition';
const sizeClasses = {
  regular: 'min-h-11 px-4 py-2 text-sm',
  compact: 'min-h-10 px-3 py-1.5 text-xs',
};
/** "Not sure yet" while checked: marked, but quieter than a real choice. */
const notSureCheckedClasses = 'border border-accent-strong/70 bg-accent/10 text-strong';
const idleChipClasses =
  'border border-contrast/15 bg-contrast/5 text-body hover:border-accent-strong/60 hover:bg-contrast/10 hover:text-strong';

/**
 * The project brief's choices (src/shared/brief.ts), in the page's words (`ui.brief`): a row of
 * chips per field (service, budget, timeline). Each row is a fieldset of real radio inputs, so
 * arrow keys move through it and screen readers announce "radio button, 2 of 5"; its "Not sure
 * yet" chip leaves the field unchosen. Each input covers its pill, so the whole pill is the tap
 * target and the site's focus outline rings the pill. The contact form and the chat's hand-over
 * both show it.
 */
export function BriefChoices({ brief, onChoose, compact = false }: BriefChoicesProps) {
  const { ui } = useContent();
  const texts = ui.brief;
  const baseId = useId();
  const size = compact ? sizeClasses.compact : sizeClasses.regular;

  return BRIEF_FIELDS.map((field) => {
    const names = texts.values[field] as Record<string, string>;
    return (
      <fieldset key={field}>
        <legend className={`font-medium text-soft ${compact ? 'text-xs' : 'text-sm'}`}>
          {texts.fields[field]}
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {/* The field's values, then '' for "Not sure yet", each with its words. */}
          {[...BRIEF_VALUES[field].map((value) => [value, names[value]]), ['', texts.notSure]].map(
            ([value = '', name]) => {
              const checked = (brief[field] ?? '') === value;
              const look = !checked ? idleChipClasses : value ? GRADIENT : notSureCheckedClasses;
              return (
                <label key={value} className={`${chipClasses} ${size} ${look}`}>
                  <input
                    type="radio"
                    name={`${baseId}-${field}`}
                    checked={checked}
                    onChange={() => onChoose(field, value)}
                    className="absolute inset-0 cursor-pointer appearance-none rounded-full"
                  />
                  {checked && <Check aria-hidden="true" className="size-4 shrink-0" />}
                  {name}
                </label>
              );
            },
          )}
        </div>
      </fieldset>
    );
  });
}

/** For a lazy load (the contact form's brief loads its chips when it first opens). */
export default BriefChoices;
