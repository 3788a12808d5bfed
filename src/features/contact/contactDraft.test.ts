import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearContactDraft,
  CONTACT_DRAFT_KEY,
  loadContactDraft,
  parseContactDraft,
  saveContactDraft,
} from './contactDraft';

const text = { name: 'Ada', email: 'ada@example.com', subject: '', message: 'Hi' };
const draft = { ...text, brief: {} };
const emptyText = { name: '', email: '', subject: '', message: '' };

describe('contact draft', () => {
  afterEach(() => localStorage.clear());

  it('round-trips through localStorage, storing no brief when nothing is chosen', () => {
    saveContactDraft(draft);
    expect(JSON.parse(localStorage.getItem(CONTACT_DRAFT_KEY) ?? '')).toStrictEqual(text);
    expect(loadContactDraft()).toStrictEqual(draft);
    clearContactDraft();
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it('keeps the brief with the text', () => {
    const withBrief = { ...text, brief: { service: 'chatbot', timeline: 'asap' } as const };
    saveContactDraft(withBrief);
    expect(loadContactDraft()).toStrictEqual(withBrief);
  });

  it('keeps a brief chosen before anything was typed', () => {
    const onlyBrief = { ...emptyText, brief: { budget: '5k_10k' } as const };
    saveContactDraft(onlyBrief);
    expect(loadContactDraft()).toStrictEqual(onlyBrief);
  });

  it('removes the draft when the form is empty and nothing is chosen', () => {
    saveContactDraft(draft);
    saveContactDraft({ ...emptyText, brief: {} });
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it('fills in missing fields as empty', () => {
    expect(parseContactDraft('{"message":"Hi"}')).toEqual({
      name: '',
      email: '',
      subject: '',
      message: 'Hi',
      brief: {},
    });
  });

  it('drops a brief value the form does not offer, and keeps the rest', () => {
    const raw = JSON.stringify({
      ...text,
      brief: { service: 'spaceship', budget: '1k_5k', timeline: 3 },
    });
    expect(parseContactDraft(raw)).toStrictEqual({ ...text, brief: { budget: '1k_5k' } });
    expect(parseContactDraft('{"message":"Hi","brief":"website"}')?.brief).toStrictEqual({});
    expect(parseContactDraft('{"brief":{"service":"nope"}}')).toBeNull();
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
    expect(() => saveContactDraft({ ...emptyText, brief: {} })).not.toThrow();
    expect(() => clearContactDraft()).not.toThrow();
  });
});
