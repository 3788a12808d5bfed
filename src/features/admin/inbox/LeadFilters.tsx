import { ChevronDown, MessagesSquare, X } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminTexts } from '../../../content/admin';
import { BRIEF_FIELDS, BRIEF_VALUES } from '../../../shared/brief';
import { BRIEF_FIELD_NAMES, BRIEF_NAMES } from '../../../shared/briefNames';
import { LEAD_STAGES } from '../../../shared/stages';
import type { LeadFilters as Leads } from '../api/types';
import { hasLeadFilters, type LeadParam, searchWithLeads, searchWithoutLeads } from './leads';

const texts = adminTexts.leads;

const pill =
  'inline-flex min-h-9 items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm transition';
const on = 'border-accent-strong/50 bg-accent/10 text-strong';
const off =
  'border-contrast/10 bg-canvas/60 text-body hover:border-contrast/25 hover:bg-contrast/5 hover:text-strong';

/** Puts one lead filter in the address (undefined takes it off), as its own history entry. */
function useChangeLead() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (param: LeadParam, value: string | undefined) =>
    setSearchParams(searchWithLeads(searchParams, { [param]: value }));
}

/**
 * 'From chat': a toggle (aria-pressed) that lists only the conversations the chat handed over,
 * `?source=chat` in the address, so Reload and Back keep it.
 */
export function FromChatToggle({ leads }: { leads: Leads }) {
  const change = useChangeLead();
  const fromChat = leads.source === 'chat';
  return (
    <button
      type="button"
      aria-pressed={fromChat}
      onClick={() => change('source', fromChat ? undefined : 'chat')}
      className={`${pill} font-semibold max-sm:px-3 ${fromChat ? on : off}`}
    >
      <MessagesSquare aria-hidden="true" className="size-4" />
      {texts.fromChat}
    </button>
  );
}

/**
 * A select each for the brief's service, budget and timeline and for the stage (labelled with the field's name;
 * the first option narrows nothing), and 'Clear filters' while any lead filter is on. Each choice
 * goes into the address (`?service=mobile_app`...) as its own history entry.
 */
export function BriefFilters({ leads }: { leads: Leads }) {
  const [searchParams] = useSearchParams();
  const change = useChangeLead();
  const id = useId();

  return (
    <div
      role="group"
      aria-label={texts.group}
      className="grid basis-full grid-cols-2 items-center gap-2 sm:flex sm:flex-wrap"
    >
      {BRIEF_FIELDS.map((field) => {
        const chosen = leads[field];
        const names = BRIEF_NAMES[field] as Record<string, string>;
        return (
          <div key={field} className="relative min-w-0">
            <label htmlFor={`${id}-${field}`} className="sr-only">
              {BRIEF_FIELD_NAMES[field]}
            </label>
            <select
              id={`${id}-${field}`}
              value={chosen ?? ''}
              onChange={(event) => change(field, event.target.value || undefined)}
              className={`${pill} w-full cursor-pointer appearance-none pe-9 font-medium ${chosen ? on : off}`}
            >
              <option value="">{texts.any[field]}</option>
              {BRIEF_VALUES[field].map((value) => (
                <option key={value} value={value}>
                  {names[value]}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted"
            />
          </div>
        );
      })}
      <div className="relative min-w-0">
        <label htmlFor={`${id}-stage`} className="sr-only">
          {adminTexts.stages.label}
        </label>
        <select
          id={`${id}-stage`}
          value={leads.stage ?? ''}
          onChange={(event) => change('stage', event.target.value || undefined)}
          className={`${pill} w-full cursor-pointer appearance-none pe-9 font-medium ${leads.stage ? on : off}`}
        >
          <option value="">{adminTexts.stages.any}</option>
          {LEAD_STAGES.map((value) => (
            <option key={value} value={value}>
              {adminTexts.stages.names[value]}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
      </div>
      {hasLeadFilters(leads) && (
        <Link
          to={{ search: searchWithoutLeads(searchParams) }}
          className="inline-flex min-h-9 items-center gap-1.5 justify-self-start rounded-full px-2 text-sm font-semibold text-accent-strong underline-offset-4 hover:underline"
        >
          <X aria-hidden="true" className="size-4" />
          {texts.clear}
        </Link>
      )}
    </div>
  );
}
