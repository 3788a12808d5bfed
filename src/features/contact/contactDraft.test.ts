import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearContactDraft,
  CONTACT_DRAFT_KEY,
  loadContactDraft,
  parseContactDraft,
  saveContactDraft,
} from './contactDraft';

const draft = { name: 'Ada', email: 'ada@example.com', subject: '', message: 'Hi' };

describe('contact draft', () => {
  afterEach(() => localStorage.clear());

  it('round-trips through localStorage', () => {
    saveContactDraft(draft);
    expect(JSON.parse(localStorage.getItem(CONTACT_DRAFT_KEY) ?? '')).toEqual(draft);
    expect(loadContactDraft()).toEqual(draft);
    clearContactDraft();
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it('removes the draft when the form is empty', () => {
    saveContactDraft(draft);
    saveContactDraft({ name: '', email: '', subject: '', message: '' });
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it('fills in missing fields as empty', () => {
    expect(parseContactDraft('{"message":"Hi"}')).toEqual({
      name: '',
      email: '',
      subject: '',
      message: 'Hi',
    });
  });

  it.each([null, '', '{', '42', '"text"', 'null', '[]', '{}', '{"name":1}', '{"name":""}'])(
    'reads %j as no draft',
    (raw) => {
      expect(parseContactDraft(raw)).toBeNull();
    },
  );

  it('survives storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(loadContactDraft()).toBeNull();
    expect(() => saveContactDraft(draft)).not.toThrow();
    expect(() => saveContactDraft({ ...draft, name: '', email: '', message: '' })).not.toThrow();
    expect(() => clearContactDraft()).not.toThrow();
  });
});
