// What the content check reports: one finding per thing to fix, each with what to do.

export type FindingKind =
  'owner-field' | 'sample-file' | 'sample-text' | 'sample-words' | 'unused-file' | 'untranslated';

export interface Finding {
  kind: FindingKind;
  /** Where it is: a file (from the project root) or a field of src/content. */
  where: string;
  /** What is wrong there. */
  problem: string;
  /** What to do about it. */
  fix: string;
}

const headings: Record<FindingKind, string> = {
  'owner-field': "Owner details still the sample's (src/content)",
  'sample-file': "Files that are the sample's own, byte for byte",
  'sample-text': 'The sample owner in text, PDFs and image metadata',
  'sample-words': "The sample owner's own words and lists, word for word (src/content)",
  'unused-file': 'Files of public/ that no content uses, which still ship in the built site',
  untranslated: 'Languages still in the base language',
};

/**
 * The findings as the person fixing them reads them: grouped by kind, each group's entries under
 * the fix they share, and a count at the end. One line when there is nothing to fix.
 */
export function formatFindings(findings: readonly Finding[]): string {
  if (findings.length === 0) {
    return 'check:content ok: no sample owner content found.';
  }
  const lines: string[] = [];
  for (const kind of Object.keys(headings) as FindingKind[]) {
    const ofKind = findings.filter((finding) => finding.kind === kind);
    if (ofKind.length === 0) continue;
    lines.push(`${headings[kind]}:`);
    const fixes = [...new Set(ofKind.map((finding) => finding.fix))];
    for (const fix of fixes) {
      for (const finding of ofKind.filter((entry) => entry.fix === fix)) {
        lines.push(`  - ${finding.where}: ${finding.problem}`);
      }
      lines.push(`    To do: ${fix}`);
    }
    lines.push('');
  }
  const count = findings.length;
  lines.push(
    `check:content: ${count} finding${count === 1 ? '' : 's'}: this site still carries sample ` +
      'content. Fix them and run `npm run check:content` again.',
  );
  return lines.join('\n');
}
