import { LANGUAGES } from './languages.ts';
import { MAX_HISTORY_CHARS, MAX_HISTORY_MESSAGES, MAX_MESSAGE_LENGTH } from './settings.ts';

/** What the chat function answers when it refuses or fails: one text per reason, for every route. */
export const ERRORS = {
  methodNotAllowed:
    'Method not allowed. Send a POST with {"conversation": "...", "message": "..."}.',
  badKey: "Missing or wrong API key: send the project's publishable key in the apikey header.",
  originNotAllowed: 'Origin not allowed',
  notJson: 'The request body must be JSON like {"conversation": "...", "message": "..."}.',
  noMessage: 'The request needs a "message" text.',
  conversation:
    'The request needs a "conversation": a UUID the widget makes once per chat and sends with every message.',
  messageLength: `The message must be between 1 and ${MAX_MESSAGE_LENGTH} characters.`,
  language: `The "language" must be the code of one of the page's languages: ${LANGUAGES.map((code) => `"${code}"`).join(', ')}.`,
  history: `The "history" must be a list of at most ${MAX_HISTORY_MESSAGES} earlier messages, each {"role": "user", "content": "..."} or {"role": "assistant", "content": "...", "signature": "..."}, of ${MAX_HISTORY_CHARS.toLocaleString('en')} characters in all.`,
  historySignature:
    'Each "assistant" turn of the "history" must be a reply of this assistant in this "conversation", sent back as it came with its "signature" within a day, in its place after the visitor\'s turns it answered.',
  tooLarge: 'The request body is too large.',
  tooManyMessages: 'Too many messages. Please wait a moment and try again.',
  handoffRefused: 'The conversation could not be sent: a field is not what the form allows.',
  handoffFailed: 'The conversation could not be sent right now. Please try again.',
  unavailable: 'The assistant is unavailable right now.',
  unexpected: 'Something went wrong. Please try again.',
} as const;
