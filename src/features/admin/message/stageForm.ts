import {
  CURRENCY_SHAPE,
  isLostReason,
  type LeadStage,
  MAX_DEAL_VALUE,
  MAX_STAGE_NOTE,
  STAGES_WITH_VALUE,
} from '../../../shared/stages';
import type { StageFields } from '../api/types';

/** The stage fields of a message, as the database holds them. */
export function stageFieldsOf(message: StageFields): StageFields {
  return {
    stage: message.stage,
    lost_reason: message.lost_reason,
    stage_note: message.stage_note,
    deal_value: message.deal_value,
    deal_currency: message.deal_currency,
  };
}

/**
 * What a move to `stage` sends, from the fields the message has now: the note stays; a reason
 * stays only on a lost lead, a value and its currency only on proposal and won (the database
 * refuses either anywhere else). Moving to the same stage changes nothing.
 */
export function movedTo(current: StageFields, stage: LeadStage): StageFields {
  const keepsValue = STAGES_WITH_VALUE.includes(stage) && current.deal_value !== null;
  return {
    stage,
    lost_reason: stage === 'lost' && isLostReason(current.lost_reason) ? current.lost_reason : null,
    stage_note: current.stage_note,
    deal_value: keepsValue ? current.deal_value : null,
    deal_currency: keepsValue ? current.deal_currency : null,
  };
}

/**
 * An amount as the owner types it ('4800', '4,800.50', '4 800,5' is not one): digits with
 * optional thousands commas and at most two decimals after a dot, from 0 to 10,000,000. Empty is
 * no value (null); anything else the database would refuse is undefined.
 */
export function parseDealValue(text: string): number | null | undefined {
  const typed = text.trim();
  if (typed === '') return null;
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(typed)) return undefined;
  const value = Number(typed.replaceAll(',', ''));
  return Number.isFinite(value) && value <= MAX_DEAL_VALUE ? value : undefined;
}

/** A currency as typed ('eur ' is EUR); undefined when it is not three letters. */
export function parseCurrency(text: string): string | undefined {
  const code = text.trim().toUpperCase();
  return CURRENCY_SHAPE.test(code) ? code : undefined;
}

/**
 * A note as typed: trimmed, none when empty, cut to the characters the database keeps (counted as
 * Postgres counts them, by code point, so an emoji is never cut in half).
 */
export function noteOf(text: string): string | null {
  const note = text.trim();
  return note === '' ? null : Array.from(note).slice(0, MAX_STAGE_NOTE).join('');
}
