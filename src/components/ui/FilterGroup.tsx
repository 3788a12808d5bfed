import type { ReactNode } from 'react';
import { GRADIENT } from './buttonClasses';

export interface FilterOption<T extends string> {
  value: T;
  /** The button's content; decoration inside it should be aria-hidden. */
  label: ReactNode;
}

interface FilterGroupProps<T extends string> {
  /** Accessible name of the group, e.g. 'Filter projects by category'. */
  label: string;
  options: readonly FilterOption<T>[];
  selected: T;
  onSelect: (value: T) => void;
}

const baseClasses =
  'inline-flex min-h-10 items-center gap-2 rounded-full px-5 py-2 text-sm font-semibold transition';
const activeClasses = GRADIENT;
const idleClasses =
  'border border-contrast/15 bg-contrast/5 text-body hover:border-accent-strong/60 hover:bg-contrast/10 hover:text-strong';

/** A row of toggle buttons of which exactly one is pressed; used by the portfolio and certifications. */
export function FilterGroup<T extends string>({
  label,
  options,
  selected,
  onSelect,
}: FilterGroupProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap justify-center gap-3">
      {options.map((option) => {
        const active = option.value === selected;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(option.value)}
            className={`${baseClasses} ${active ? activeClasses : idleClasses}`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
