import { afterEach, describe, expect, it, vi } from 'vitest';
import { UUID_PATTERN } from '../../../../shared/messageId';
import { newReplyKey } from './replyKey';

describe('newReplyKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a new version 4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newReplyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_PATTERN);
  });

  it('is one without crypto.randomUUID too (plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const key = newReplyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
