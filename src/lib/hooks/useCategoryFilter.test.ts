import { act, renderHook } from '../../test/render';
import { useCategoryFilter } from './useCategoryFilter';

type Fruit = 'apple' | 'pear' | 'plum';
const order: Fruit[] = ['apple', 'pear', 'plum'];
const basket = [
  { id: 'a', category: 'pear' as Fruit },
  { id: 'b', category: 'apple' as Fruit },
  { id: 'c', category: 'pear' as Fruit },
];

describe('useCategoryFilter', () => {
  it("starts on 'all', offering 'all' and each category present in display order", () => {
    const { result } = renderHook(() => useCategoryFilter(basket, order));
    expect(result.current.filter).toBe('all');
    expect(result.current.choices).toEqual(['all', 'apple', 'pear']);
    expect(result.current.visible.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('shows one category once it is chosen, and everything again for all', () => {
    const { result } = renderHook(() => useCategoryFilter(basket, order));
    act(() => result.current.setFilter('pear'));
    expect(result.current.filter).toBe('pear');
    expect(result.current.visible.map((item) => item.id)).toEqual(['a', 'c']);
    act(() => result.current.setFilter('all'));
    expect(result.current.visible).toHaveLength(3);
  });

  it("falls back to 'all' when the chosen category no longer has an item", () => {
    const { result, rerender } = renderHook(({ items }) => useCategoryFilter(items, order), {
      initialProps: { items: basket },
    });
    act(() => result.current.setFilter('apple'));
    rerender({ items: basket.filter((item) => item.category !== 'apple') });
    expect(result.current.filter).toBe('all');
    expect(result.current.choices).toEqual(['all', 'pear']);
    expect(result.current.visible.map((item) => item.id)).toEqual(['a', 'c']);
  });
});
