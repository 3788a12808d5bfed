import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONTACT_SEND_ATTEMPT_KEY,
  forgetSendAttempt,
  parseSendAttempt,
  sendAttemptFor,
} from './sendAttempt';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const text = { name: 'Ada', email: 'ada@example.com', subject: '', message: 'Hi' };
const message = { ...text, brief: { service: 'website' } as const };
const ID = '0b5d8f3e-2c4a-4f6b-9e1d-7a3c5b9d1f20';

describe('parseSendAttempt', () => {
  it('reads what sendAttemptFor stored', () => {
    localStorage.clear();
    const attempt = sendAttemptFor(message, null);
    expect(parseSendAttempt(localStorage.getItem(CONTACT_SEND_ATTEMPT_KEY))).toStrictEqual(attempt);
  });

  it('reads an attempt stored before the form had a brief as one with nothing chosen', () => {
    const raw = JSON.stringify({ id: ID, values: text });
    expect(parseSendAttempt(raw)).toStrictEqual({ id: ID, values: { ...text, brief: {} } });
  });

  it.each([
    null,
    '{not json',
    'null',
    '42',
    '{"id":"x","values":{"name":"","email":"","subject":"","message":""}}',
    '{"id":"0b5d8f3e-2c4a-4f6b-9e1d-7a3c5b9d1f20"}',
    '{"id":"0b5d8f3e-2c4a-4f6b-9e1d-7a3c5b9d1f20","values":null}',
    '{"id":"0b5d8f3e-2c4a-4f6b-9e1d-7a3c5b9d1f20","values":{"name":1}}',
  ])('takes %j for no attempt', (raw) => {
    expect(parseSendAttempt(raw)).toBeNull();
  });
});

describe('sendAttemptFor', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('keeps the id for the same values, from memory or from storage', () => {
    const first = sendAttemptFor(message, null);
    expect(sendAttemptFor({ ...message }, first).id).toBe(first.id);
    expect(sendAttemptFor({ ...message }, null).id).toBe(first.id);
  });

  it('gives other values a new id, and stores that one', () => {
    const first = sendAttemptFor(message, null);
    const edited = sendAttemptFor({ ...message, subject: 'Quote' }, first);
    expect(edited.id).not.toBe(first.id);
    expect(parseSendAttempt(localStorage.getItem(CONTACT_SEND_ATTEMPT_KEY))?.id).toBe(edited.id);
  });

  it('gives a changed brief a new id: a retry would drop it, as the stored row keeps the first', () => {
    const first = sendAttemptFor(message, null);
    const rechosen = sendAttemptFor({ ...message, brief: { service: 'chatbot' } }, first);
    expect(rechosen.id).not.toBe(first.id);
    const cleared = sendAttemptFor({ ...message, brief: {} }, rechosen);
    expect(cleared.id).not.toBe(rechosen.id);
    expect(sendAttemptFor({ ...message, brief: {} }, cleared).id).toBe(cleared.id);
  });

  it('forgets the id after forgetSendAttempt', () => {
    const first = sendAttemptFor(message, null);
    forgetSendAttempt();
    expect(sendAttemptFor(message, null).id).not.toBe(first.id);
  });

  it('still works, for the page’s life, when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const first = sendAttemptFor(message, null);
    expect(first.id).toMatch(UUID_V4);
    expect(sendAttemptFor(message, first).id).toBe(first.id);
    expect(() => forgetSendAttempt()).not.toThrow();
  });
});
