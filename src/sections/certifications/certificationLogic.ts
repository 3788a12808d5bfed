import type { Certification, Stat, UiTexts } from '../../content';

/**
 * The stats row: the total and the number of distinct categories, both computed from the data,
 * followed by the fixed figures from the content module.
 */
export function certificationStatsRow(
  certifications: readonly Certification[],
  fixedStats: readonly Stat[],
  labels: UiTexts['certifications']['stats'],
  /** The page's language, as an Intl tag (e.g. 'ar-MA'): the counts are written its way. */
  intl = 'en-US',
): Stat[] {
  const categories = new Set(certifications.map((certification) => certification.category));
  const count = new Intl.NumberFormat(intl);
  return [
    { label: labels.total, value: count.format(certifications.length) },
    { label: labels.categories, value: count.format(categories.size) },
    ...fixedStats,
  ];
}

/**
 * Fewest cards in one copy of the marquee. Six 280 px cards plus gaps (about 1,800 px) are wider
 * than the section's widest content box (1,152 px), so the strip never shows an empty tail.
 */
export const minCardsPerLoop = 6;

/** Seconds it takes one card to scroll past; the loop's duration scales with its length. */
export const secondsPerCard = 5;

export interface LoopSlot<T> {
  item: T;
  /** Unique within one copy of the loop; the first pass keeps the item's own id. */
  key: string;
  /** True for the extra passes that only pad the strip; they are hidden from assistive technology. */
  repeat: boolean;
}

/**
 * One copy of the marquee: the whole list, repeated in full passes until it holds at least
 * `minCount` cards (whole passes keep the order cyclic, so copy B follows copy A seamlessly).
 */
export function buildLoopCopy<T extends { id: string }>(
  items: readonly T[],
  minCount: number = minCardsPerLoop,
): LoopSlot<T>[] {
  const slots: LoopSlot<T>[] = [];
  if (items.length === 0) return slots;
  for (let pass = 0; pass === 0 || slots.length < minCount; pass += 1) {
    for (const item of items) {
      slots.push({ item, key: pass === 0 ? item.id : `${item.id}~${pass}`, repeat: pass > 0 });
    }
  }
  return slots;
}

/** The CSS duration of one loop, so the strip moves at the same speed whatever the filter. */
export function marqueeDuration(cardsPerCopy: number): string {
  return `${cardsPerCopy * secondsPerCard}s`;
}
