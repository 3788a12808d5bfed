// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newMessageId } from './messageId.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newMessageId', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes a random UUID', () => {
    const ids = new Set(Array.from({ length: 50 }, newMessageId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('makes one from getRandomValues where randomUUID is missing (plain http)', () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const ids = new Set(Array.from({ length: 50 }, newMessageId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
