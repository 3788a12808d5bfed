// Finds the sample owner's values (scripts/sample-content/sample-owner.ts) in a text: whole words
// only, so 'Karim' is found in "I'm Karim," but not in "Karimova", and Latin script regardless of
// case. Letter-spaced text, as a certificate's heading draws it ("K A R I M"), is read joined too.
import { sampleOwner, sampleValues, type SampleValue } from '../sample-content/sample-owner.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(value: SampleValue): RegExp {
  // A phone number's digits may be written with other spaces (a no-break space, none at all).
  const body = escape(value.text).replace(/ /g, '[\\s\\u00a0\\u202f]*');
  return new RegExp(`(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])`, 'iu');
}

const patterns = new Map(sampleValues.map((value) => [value, patternOf(value)]));

/** "K A R I M  B E N A L I" -> "KARIM BENALI": runs of single letters read as words. */
export function joinLetterSpacing(text: string): string {
  return text.replace(/(?<!\p{L})\p{L}(?: \p{L}(?!\p{L})){2,}/gu, (run) => run.replace(/ /g, ''));
}

/**
 * The sample values `text` holds, each once, in sampleValues' order. A value inside a longer one
 * that was found ('Karim' in 'Karim Benali') is left out unless it also stands alone.
 * `ignored`: values the owner's own facts hold (an owner who is also called Karim).
 */
export function sampleValuesIn(
  text: string,
  ignored: ReadonlySet<string> = new Set(),
): SampleValue[] {
  const found: SampleValue[] = [];
  for (const candidate of [text, joinLetterSpacing(text)]) {
    let rest = candidate;
    for (const [value, pattern] of patterns) {
      if (ignored.has(value.text) || !pattern.test(rest)) continue;
      if (!found.includes(value)) found.push(value);
      // What a longer value matched is not searched again for its parts.
      rest = rest.replace(new RegExp(pattern.source, 'giu'), ' ');
    }
  }
  return found;
}

/**
 * The sample values that are the owner's own: when the owner's name is not the sample's, a word
 * of their name or city that the sample also used (an owner called Karim, or living in
 * Casablanca) is theirs, not a trace of the sample.
 */
export function ownValues(ownerName: string, ownWords: readonly string[]): Set<string> {
  const sampleName = sampleOwner.name;
  if (ownerName.trim().toLowerCase() === sampleName.toLowerCase()) return new Set();
  const own = [ownerName, ...ownWords].join(' ');
  return new Set(
    sampleValues
      .filter((value) => value.text !== sampleName && patterns.get(value)!.test(own))
      .map((value) => value.text),
  );
}
