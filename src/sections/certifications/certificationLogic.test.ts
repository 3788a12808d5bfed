import type { Certification, CertificationCategory } from '../../content';
import { certifications, certificationStats, ui } from '../../content';
import {
  buildLoopCopy,
  certificationStatsRow,
  marqueeDuration,
  minCardsPerLoop,
} from './certificationLogic';

const labels = { total: 'Total', categories: 'Kinds' };

function cert(id: string, category: CertificationCategory): Certification {
  return {
    id,
    title: id,
    issuer: 'Issuer',
    date: '2024',
    description: '',
    pdfPath: `/certificates/${id}.pdf`,
    category,
  };
}

describe('certificationStatsRow', () => {
  it('computes the total and the category count, then appends the fixed stats', () => {
    const sample = [cert('a', 'web'), cert('b', 'web'), cert('c', 'ai')];
    expect(certificationStatsRow(sample, [{ label: 'Years Active', value: '3+' }], labels)).toEqual(
      [
        { label: 'Total', value: '3' },
        { label: 'Kinds', value: '2' },
        { label: 'Years Active', value: '3+' },
      ],
    );
  });

  it('writes the counts the way the page’s language writes numbers', () => {
    const many = Array.from({ length: 1200 }, (_, index) => cert(String(index), 'web'));
    expect(certificationStatsRow(many, [], labels, 'fr-FR')[0]?.value).toBe('1\u202f200');
    expect(certificationStatsRow(many, [], labels, 'ar-EG')[0]?.value).toBe('١٬٢٠٠');
    expect(certificationStatsRow(many, [], labels, 'ar-MA')[0]?.value).toBe('1.200');
  });

  it('gives the site content its count, its number of categories, then its fixed stats', () => {
    const categoriesUsed = new Set(certifications.map((certification) => certification.category));
    expect(
      certificationStatsRow(certifications, certificationStats, ui.certifications.stats),
    ).toEqual([
      { label: 'Certifications', value: String(certifications.length) },
      { label: 'Categories', value: String(categoriesUsed.size) },
      ...certificationStats,
    ]);
  });
});

describe('buildLoopCopy', () => {
  const ids = (slots: { key: string }[]) => slots.map((slot) => slot.key);

  it('keeps a list that is already long enough as it is', () => {
    const items = Array.from({ length: 7 }, (_, i) => cert(`c${i}`, 'web'));
    const slots = buildLoopCopy(items, 6);
    expect(slots.map((slot) => slot.item)).toEqual(items);
    expect(slots.every((slot) => !slot.repeat)).toBe(true);
    expect(ids(slots)).toEqual(items.map((item) => item.id));
  });

  it('repeats the whole list until the copy holds at least the minimum', () => {
    const items = [cert('a', 'web'), cert('b', 'web'), cert('c', 'web'), cert('d', 'web')];
    const slots = buildLoopCopy(items, 6);
    expect(slots.map((slot) => slot.item.id)).toEqual(['a', 'b', 'c', 'd', 'a', 'b', 'c', 'd']);
    expect(slots.map((slot) => slot.repeat)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
    expect(new Set(ids(slots)).size).toBe(slots.length);
  });

  it('fills a single card out to six and a pair out to six', () => {
    expect(buildLoopCopy([cert('x', 'ai')])).toHaveLength(minCardsPerLoop);
    expect(ids(buildLoopCopy([cert('x', 'ai')]))).toEqual(['x', 'x~1', 'x~2', 'x~3', 'x~4', 'x~5']);
    expect(buildLoopCopy([cert('x', 'ai'), cert('y', 'ai')])).toHaveLength(6);
    expect(buildLoopCopy([cert('x', 'ai'), cert('y', 'ai'), cert('z', 'ai')], 7)).toHaveLength(9);
  });

  it('returns nothing for an empty list', () => {
    expect(buildLoopCopy([])).toEqual([]);
  });
});

describe('marqueeDuration', () => {
  it('gives every card the same five seconds', () => {
    expect(marqueeDuration(14)).toBe('70s');
    expect(marqueeDuration(6)).toBe('30s');
  });
});
