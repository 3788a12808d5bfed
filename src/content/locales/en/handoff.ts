// The chat hand-over's words in English ("Send this conversation to ..."). They load with the
// chat, not with the page (../handoff.ts).
import type { HandoffTexts } from '../../types.ts';

export const handoff: HandoffTexts = {
  offer: (name) =>
    `Want ${name} to take it from here? Send over this conversation and you will get a reply by email.`,
  action: (name) => `Send this conversation to ${name}`,
  intro: (name) =>
    `${name} gets the whole conversation and replies by email, usually within a day.`,
  labels: { name: 'Your name', email: 'Your email', note: 'Anything to add? (optional)' },
  placeholders: {
    name: 'Jane Doe',
    email: 'jane@example.com',
    note: 'A deadline, a link, the best time to call...',
  },
  brief: 'Project details (optional)',
  send: (name) => `Send to ${name}`,
  sending: 'Sending...',
  back: 'Back to the chat',
  sent: (name, email) =>
    `Sent! ${name} has our conversation and will reply to ${email}, usually within a day. You can keep asking me questions here meanwhile.`,
  errors: {
    name: 'Please enter your name.',
    email: 'Please enter a valid email address.',
    noteTooLong: 'Please keep your note under 5,000 characters.',
    failed: 'The conversation could not be sent. Please try again.',
    tooMany: 'Too many messages sent from your network. Please wait a few minutes and try again.',
  },
};
