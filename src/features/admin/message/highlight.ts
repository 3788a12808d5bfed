/**
 * Where a search matches a text, ignoring case and accents as the database's search does
 * (public.fold_for_search): 'jose' finds 'José'. Returns [start, end) ranges of the original
 * text, in order and not overlapping, so the card can mark them.
 */

/** One character as the search sees it: lower case, without combining marks. */
function fold(character: string): string {
  return character.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function matchRanges(text: string, query: string): [number, number][] {
  const needle = Array.from(query.trim()).map(fold).join('');
  if (!needle) return [];
  // The folded text, and for each of its code units the original index it came from.
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const character of text) {
    const part = fold(character);
    for (let i = 0; i < part.length; i += 1) origin.push(index);
    folded += part;
    index += character.length;
  }
  origin.push(index);

  const ranges: [number, number][] = [];
  for (
    let at = folded.indexOf(needle);
    at !== -1;
    at = folded.indexOf(needle, at + needle.length)
  ) {
    const start = origin[at]!;
    const last = origin[at + needle.length - 1]!;
    // The end is just after the original character that holds the match's last folded unit.
    const end = origin.slice(at + needle.length).find((value) => value > last) ?? text.length;
    ranges.push([start, end]);
  }
  return ranges;
}
