import { useEffect, useId, useState, type FormEvent } from 'react';
import { buttonClasses } from '../../../components/ui/buttonClasses';
import { adminTexts } from '../../../content/admin';
import {
  isLeadStage,
  isLostReason,
  LEAD_STAGES,
  LOST_REASONS,
  MAX_STAGE_NOTE,
  STAGES_WITH_VALUE,
  type LeadStage,
} from '../../../shared/stages';
import { withoutReordering } from '../../../shared/visitorText';
import { DEFAULT_CURRENCY, lastDealCurrency } from '../api/last-deal-currency';
import { setMessageStage } from '../api/set-message-stage';
import type { StageFields } from '../api/types';
import { movedTo, noteOf, parseCurrency, parseDealValue, stageFieldsOf } from './stageForm';

const texts = adminTexts.stages;

const field =
  'min-h-9 rounded-lg border border-contrast/15 bg-canvas/60 px-3 py-1.5 text-sm text-strong';

/** A stored stage or reason in the owner's words; one they do not know, as it is stored. */
function nameOf(names: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(names, value) ? names[value]! : withoutReordering(value);
}

/**
 * A card's stage: a labelled select that saves the move at once, then says so ('Moved to Won.')
 * with Undo beside it, which sends the values from before the move back. On a lost lead, why it
 * was lost and a note; on a proposal or a win, the value and its currency (the one the owner last
 * used, else EUR) and a note, saved with 'Save details'. A stored value the owner's words do not
 * know is shown as it is and kept until the owner picks another.
 */
export function StageControl({
  id,
  initial,
  replied = false,
  onSaved,
}: {
  id: string;
  initial: StageFields;
  /** Called after each change the database saved (a move, details, an undo). */
  onSaved?: () => void;
  /** Whether a reply was sent from the card: the database then moved a new lead to replied. */
  replied?: boolean;
}) {
  const formId = useId();
  const [current, setCurrent] = useState(() => stageFieldsOf(initial));
  if (replied && current.stage === 'new') setCurrent({ ...current, stage: 'replied' });
  const [previous, setPrevious] = useState<StageFields | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);

  const stage = current.stage;
  const known = isLeadStage(stage);

  const save = async (next: StageFields, said: (saved: StageFields) => string, undo: boolean) => {
    setBusy(true);
    try {
      const saved = stageFieldsOf(await setMessageStage(id, next));
      setPrevious(undo ? current : null);
      setCurrent(saved);
      setAnnouncement(said(saved));
      onSaved?.();
    } catch (error) {
      setAnnouncement(error instanceof Error ? error.message : adminTexts.errors.update);
    } finally {
      setBusy(false);
    }
  };

  const move = (to: LeadStage) => {
    if (to === stage) return;
    void save(movedTo(current, to), (saved) => texts.moved(nameOf(texts.names, saved.stage)), true);
  };

  const undo = () => {
    if (!previous) return;
    void save(previous, (saved) => texts.undone(nameOf(texts.names, saved.stage)), false);
  };

  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-contrast/10 pt-4">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${formId}-stage`} className="text-sm font-semibold text-strong">
          {texts.label}
        </label>
        <select
          id={`${formId}-stage`}
          value={stage}
          disabled={busy}
          aria-busy={busy}
          onChange={(event) => {
            if (isLeadStage(event.target.value)) move(event.target.value);
          }}
          className={`${field} cursor-pointer`}
        >
          {!known && <option value={stage}>{nameOf(texts.names, stage)}</option>}
          {LEAD_STAGES.map((value) => (
            <option key={value} value={value}>
              {texts.names[value]}
            </option>
          ))}
        </select>
        <p aria-live="polite" className="text-sm text-muted">
          {announcement}
        </p>
        {previous && !busy && (
          <button type="button" onClick={undo} className={buttonClasses('quiet', 'xs')}>
            {texts.undo}
          </button>
        )}
      </div>
      {(stage === 'lost' || STAGES_WITH_VALUE.includes(stage)) && (
        <StageDetails
          // A new form for each stage and each save: it starts from what is stored.
          key={`${stage}-${current.stage_note}-${current.deal_value}-${current.lost_reason}`}
          current={current}
          busy={busy}
          onSave={(next) => void save(next, () => texts.saved, true)}
        />
      )}
    </div>
  );
}

interface StageDetailsProps {
  current: StageFields;
  busy: boolean;
  onSave: (next: StageFields) => void;
}

/** Why a lead was lost, or a deal's value and currency; and a note; saved together. */
function StageDetails({ current, busy, onSave }: StageDetailsProps) {
  const formId = useId();
  const lost = current.stage === 'lost';
  const [reason, setReason] = useState<string>(current.lost_reason ?? '');
  const [note, setNote] = useState(current.stage_note ?? '');
  const [value, setValue] = useState(current.deal_value === null ? '' : String(current.deal_value));
  const [currency, setCurrency] = useState(current.deal_currency ?? '');
  const [problem, setProblem] = useState('');

  // A value's currency starts as the one the owner used last, else EUR.
  useEffect(() => {
    if (lost || current.deal_currency) return;
    let live = true;
    void lastDealCurrency().then((last) => {
      if (live) setCurrency((typed) => typed || last);
    });
    return () => {
      live = false;
    };
  }, [lost, current.deal_currency]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lost) {
      onSave({
        ...current,
        lost_reason: isLostReason(reason) ? reason : null,
        stage_note: noteOf(note),
      });
      return;
    }
    const amount = parseDealValue(value);
    if (amount === undefined) return setProblem(texts.invalidValue);
    const code = amount === null ? null : parseCurrency(currency || DEFAULT_CURRENCY);
    if (code === undefined) return setProblem(texts.invalidCurrency);
    setProblem('');
    onSave({ ...current, deal_value: amount, deal_currency: code, stage_note: noteOf(note) });
  };

  const problemId = `${formId}-problem`;
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
      {lost ? (
        <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
          {texts.lostReason}
          <select
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={field}
          >
            <option value="">{texts.noReason}</option>
            {reason !== '' && !isLostReason(reason) && (
              <option value={reason}>{nameOf(texts.lostReasons, reason)}</option>
            )}
            {LOST_REASONS.map((known) => (
              <option key={known} value={known}>
                {texts.lostReasons[known]}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <>
          <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
            {texts.value}
            <input
              value={value}
              inputMode="decimal"
              autoComplete="off"
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={problem === texts.invalidValue}
              aria-describedby={problem ? problemId : undefined}
              className={`${field} w-32`}
            />
          </label>
          <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
            {texts.currency}
            <input
              value={currency}
              maxLength={3}
              autoComplete="off"
              onChange={(event) => setCurrency(event.target.value)}
              aria-invalid={problem === texts.invalidCurrency}
              aria-describedby={problem ? problemId : undefined}
              className={`${field} w-20 uppercase`}
            />
          </label>
        </>
      )}
      <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-semibold text-muted">
        {texts.note}
        <input
          dir="auto"
          value={note}
          maxLength={MAX_STAGE_NOTE}
          onChange={(event) => setNote(event.target.value)}
          className={field}
        />
      </label>
      <button type="submit" disabled={busy} className={buttonClasses('quiet', 'xs', 'min-h-9')}>
        {texts.save}
      </button>
      {problem && (
        <p id={problemId} role="alert" className="basis-full text-sm text-danger-text">
          {problem}
        </p>
      )}
    </form>
  );
}
