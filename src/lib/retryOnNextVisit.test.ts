import { describe, expect, it, vi } from 'vitest';
import { retryOnNextVisit } from './retryOnNextVisit';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('retryOnNextVisit', () => {
  it('hands over what loaded', async () => {
    const use = vi.fn();
    retryOnNextVisit(() => Promise.resolve('app'), use);
    await settle();
    expect(use).toHaveBeenCalledWith('app');
  });

  it.each(['pointerdown', 'keydown', 'focusin', 'online'])(
    'tries again on the next %s after a failed load, once per event',
    async (type) => {
      const load = vi
        .fn<() => Promise<string>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValue('app');
      const use = vi.fn();
      retryOnNextVisit(load, use);
      await settle();
      expect(use).not.toHaveBeenCalled();

      window.dispatchEvent(new Event(type));
      window.dispatchEvent(new Event(type));
      await settle();
      expect(load).toHaveBeenCalledTimes(2);
      expect(use).toHaveBeenCalledTimes(1);
      expect(use).toHaveBeenCalledWith('app');
    },
  );

  it('keeps trying while the load keeps failing', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('offline'));
    const use = vi.fn();
    retryOnNextVisit(load, use);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await settle();
      window.dispatchEvent(new Event('pointerdown'));
    }
    await settle();
    expect(load).toHaveBeenCalledTimes(4);
    expect(use).not.toHaveBeenCalled();
  });
});
