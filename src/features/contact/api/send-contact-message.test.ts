import { describe, expect, it } from 'vitest';
import { profile } from '../../../content';
import { sendContactMessage } from './send-contact-message';

describe('sendContactMessage (not wired to the backend yet)', () => {
  it('rejects instead of pretending the message was sent', async () => {
    await expect(
      sendContactMessage({ name: 'Ada', email: 'ada@example.com', subject: '', message: 'Hi' }),
    ).rejects.toThrow(
      new Error(`Sending messages is not set up yet. Please email ${profile.email}.`),
    );
  });
});
