import { readBrief } from '../../shared/brief';
import { isEmptyBrief, type ContactMessageWithBrief } from './contactBrief';
import { CONTACT_FIELDS, type ContactMessageValues } from './contactRules';

/**
 * A half-written message and its brief kept in localStorage, so a reload does not lose them. Read
 * and written only from effects and handlers (the page is prerendered), and every access tolerates
 * storage that throws (private mode, quota, disabled) or holds something else.
 */

export const CONTACT_DRAFT_KEY = 'contactDraft';

/** How long typing must pause before the draft is saved, in milliseconds. */
export const DRAFT_SAVE_DELAY_MS = 300;

export function isEmptyContactMessage(values: ContactMessageValues): boolean {
  return CONTACT_FIELDS.every((field) => values[field] === '');
}

/** Nothing typed and nothing chosen: no draft to keep. */
function isEmptyDraft(draft: ContactMessageWithBrief): boolean {
  return isEmptyContactMessage(draft) && isEmptyBrief(draft.brief);
}

/**
 * The draft in `raw` (the stored JSON), or null when there is none or it is not a draft. A brief
 * value the form does not offer is dropped; the text is kept.
 */
export function parseContactDraft(raw: string | null): ContactMessageWithBrief | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const values = {} as ContactMessageValues;
  for (const field of CONTACT_FIELDS) {
    const value = record[field] ?? '';
    if (typeof value !== 'string') return null;
    values[field] = value;
  }
  const draft = { ...values, brief: readBrief(record.brief) };
  return isEmptyDraft(draft) ? null : draft;
}

export function loadContactDraft(): ContactMessageWithBrief | null {
  try {
    return parseContactDraft(window.localStorage.getItem(CONTACT_DRAFT_KEY));
  } catch {
    return null;
  }
}

/** Saves the draft (the brief only when something is chosen); an empty form removes it. */
export function saveContactDraft(draft: ContactMessageWithBrief): void {
  try {
    if (isEmptyDraft(draft)) {
      window.localStorage.removeItem(CONTACT_DRAFT_KEY);
    } else {
      const { brief, ...values } = draft;
      const stored = isEmptyBrief(brief) ? values : draft;
      window.localStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify(stored));
    }
  } catch {
    // Storage is full or unavailable: the draft is a convenience, the form still works.
  }
}

export function clearContactDraft(): void {
  try {
    window.localStorage.removeItem(CONTACT_DRAFT_KEY);
  } catch {
    // As above.
  }
}

/**
 * Keeps what a visitor typed into the prerendered form before it hydrated (the form is an island
 * that hydrates as it nears the viewport; a browser may also put back what a reloaded page's
 * fields held): saved into the draft, which the form restores as soon as it runs. A field left
 * empty keeps the draft's text, which the page did not show yet; the draft's brief stays.
 */
export function keepTextTypedBeforeHydration(form: HTMLFormElement): void {
  const draft = loadContactDraft();
  const kept = {} as ContactMessageValues;
  for (const field of CONTACT_FIELDS) {
    const control = form.elements.namedItem(field);
    const typed =
      control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
        ? control.value
        : '';
    kept[field] = typed || draft?.[field] || '';
  }
  if (isEmptyContactMessage(kept)) return;
  saveContactDraft({ ...kept, brief: draft?.brief ?? {} });
}
