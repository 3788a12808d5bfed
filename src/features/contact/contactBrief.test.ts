import { describe, expect, it } from 'vitest';
import { isEmptyBrief } from './contactBrief';

describe('the contact form’s brief', () => {
  it('is empty when nothing is chosen', () => {
    expect(isEmptyBrief({})).toBe(true);
    expect(isEmptyBrief({ service: undefined })).toBe(true);
    expect(isEmptyBrief({ timeline: 'flexible' })).toBe(false);
  });
});
