/**
 * What the owner's email says of a message's brief and of a chat's conversation, as data (the
 * email renders it as text and as HTML). Pure, like email.ts.
 */
import { BRIEF_FIELDS, isBriefValue, type BriefField } from '../../../src/shared/brief.ts';
import { BRIEF_FIELD_NAMES, BRIEF_NAMES } from '../../../src/shared/briefNames.ts';
import { withoutReordering } from '../../../src/shared/visitorText.ts';

/** The most turns of a conversation an email carries: the last ones; the inbox has them all. */
export const TRANSCRIPT_TURN_LIMIT = 20;
/** The most characters of one turn an email carries; the inbox has the rest. */
export const TURN_CHARACTER_LIMIT = 2_000;

/** One line of the brief: `Service: Website`. */
export interface BriefLine {
  label: string;
  value: string;
}

/** The brief's columns of a message, each optional. */
export type BriefOf = Partial<Record<`brief_${BriefField}`, string | null>>;

/**
 * A line per field the visitor chose, in the form's order, in the owner's words. A value the
 * database would not store is left out.
 */
export function briefLines(message: BriefOf): BriefLine[] {
  return BRIEF_FIELDS.flatMap((field) => {
    const value = message[`brief_${field}`];
    if (!isBriefValue(field, value)) return [];
    const names = BRIEF_NAMES[field] as Record<string, string>;
    return [{ label: BRIEF_FIELD_NAMES[field], value: names[value] ?? value }];
  });
}

export interface ShownTurn {
  /** Who spoke, in the owner's words. */
  speaker: 'Visitor' | 'Assistant';
  content: string;
  /** Whether the content was cut at TURN_CHARACTER_LIMIT. */
  cut: boolean;
}

export interface ShownTranscript {
  turns: ShownTurn[];
  /** How many turns the conversation has in all. */
  total: number;
  /** Whether the email leaves anything out (earlier turns, or the end of a long one). */
  partial: boolean;
}

/**
 * The last TRANSCRIPT_TURN_LIMIT turns of a stored transcript ([{role, content}]), each at most
 * TURN_CHARACTER_LIMIT characters. Anything not shaped like a turn is skipped, so a surprise in
 * the data costs a line of the email, never the email.
 */
export function shownTranscript(transcript: unknown): ShownTranscript {
  const all = (Array.isArray(transcript) ? transcript : []).flatMap((turn: unknown) => {
    if (typeof turn !== 'object' || turn === null) return [];
    const { role, content } = turn as Record<string, unknown>;
    if ((role !== 'user' && role !== 'assistant') || typeof content !== 'string') return [];
    const speaker = role === 'user' ? ('Visitor' as const) : ('Assistant' as const);
    return [{ speaker, content: withoutReordering(content) }];
  });
  const turns = all.slice(-TRANSCRIPT_TURN_LIMIT).map((turn) => {
    const characters = Array.from(turn.content);
    if (characters.length <= TURN_CHARACTER_LIMIT) return { ...turn, cut: false };
    const kept = characters
      .slice(0, TURN_CHARACTER_LIMIT - 1)
      .join('')
      .trimEnd();
    return { ...turn, content: `${kept}…`, cut: true };
  });
  return {
    turns,
    total: all.length,
    partial: turns.length < all.length || turns.some((turn) => turn.cut),
  };
}

/** What the email says when it leaves part of the conversation out (the link follows it). */
export function partialNote({ turns, total }: ShownTranscript): string {
  const anyCut = turns.some((turn) => turn.cut);
  const shown =
    turns.length < total
      ? `This email shows the last ${turns.length} of ${total} turns${anyCut ? ', long ones cut' : ''}`
      : 'This email cuts long turns';
  return `${shown}; the whole conversation is in your inbox`;
}
