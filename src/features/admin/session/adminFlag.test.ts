import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_FLAG_KEY, forgetAdmin, rememberAdmin } from './adminFlag';

describe('the adminAuthenticated flag', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it("is written as 'true' and removed", () => {
    expect(ADMIN_FLAG_KEY).toBe('adminAuthenticated');
    rememberAdmin();
    expect(localStorage.getItem('adminAuthenticated')).toBe('true');
    forgetAdmin();
    expect(localStorage.getItem('adminAuthenticated')).toBeNull();
  });

  it('never throws when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => rememberAdmin()).not.toThrow();
    expect(() => forgetAdmin()).not.toThrow();
  });
});
