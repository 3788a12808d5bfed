import { adminTexts } from '../../../content/admin';
import { BRIEF_FIELD_NAMES } from '../../../shared/briefNames';
import type { ContactMessage } from '../api/types';
import { briefChips } from '../inbox/leads';

const texts = adminTexts.card;

/**
 * A message's project brief as small chips ('Mobile app', '5-10k', 'Within 3 months'); screen
 * readers hear each field's name first ('Budget: 5-10k'). Nothing when the visitor chose none.
 */
export function BriefChips({ message }: { message: ContactMessage }) {
  const chips = briefChips(message);
  if (chips.length === 0) return null;
  return (
    <ul aria-label={texts.brief} className="mt-3 flex flex-wrap gap-1.5">
      {chips.map(({ field, name }) => (
        <li
          key={field}
          title={BRIEF_FIELD_NAMES[field]}
          className="rounded-md border border-contrast/10 bg-contrast/[0.04] px-2 py-0.5 text-xs font-medium text-soft"
        >
          <span className="sr-only">{texts.briefField(BRIEF_FIELD_NAMES[field])}</span>
          {name}
        </li>
      ))}
    </ul>
  );
}
