/**
 * A local mailbox: stands in for the email API (Resend's shape) that notifies the site's owner of
 * new contact messages. It accepts `POST /emails` as Resend does, keeps what it receives in memory
 * and shows it on a small web page, so a notification can be checked without sending real mail.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  header,
  HttpError,
  listenLocally,
  MAX_BODY_BYTES,
  readBody,
  send,
  sendJson,
} from '../http';
import { renderMailboxPage } from './page';

/** The Supabase CLI's mail-testing port (Inbucket/Mailpit), where a developer looks for mail. */
export const MAILBOX_PORT = 54324;

/** Older mails are dropped past this many, so a long session cannot grow memory without end. */
const MAX_STORED_EMAILS = 500;

/**
 * Sent with a mail's HTML part: `sandbox` gives the document an opaque origin with no scripts,
 * forms or popups, and `default-src 'none'` blocks every fetch but inline styles and data images,
 * so markup from a visitor's message cannot run, load trackers or reach the mailbox's API.
 */
export const EMAIL_HTML_CSP =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

// The page itself needs nothing but its inline <style>.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

export interface ReceivedEmail {
  id: string;
  /** ISO timestamp. */
  received_at: string;
  from: string;
  to: string[];
  subject: string;
  text?: string;
  html?: string;
  /** Resend accepts a string or an array; always an array here. */
  reply_to?: string[];
  cc?: string[];
  bcc?: string[];
  /** Extra headers (a reply's Message-ID, In-Reply-To, References), as sent. */
  headers?: Record<string, string>;
}

export interface MailboxOptions {
  /** 0 picks a free port. */
  port: number;
}

export interface Mailbox {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The stored mails, oldest first. */
  emails(): ReceivedEmail[];
  clear(): void;
  /**
   * The next `times` POST /emails answer `status` with a JSON error instead of storing (tests
   * simulate a provider outage). A later call replaces the earlier one; `times` 0 cancels it.
   */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

/** Resend's error body shape. */
function apiError(status: number, name: string, message: string): HttpError {
  return new HttpError(status, { statusCode: status, name, message });
}

function validationError(message: string): HttpError {
  return apiError(422, 'validation_error', message);
}

// The error names Resend answers with for each status, so a simulated failure looks like a real one.
const ERROR_NAMES: Record<number, string> = {
  400: 'validation_error',
  401: 'missing_api_key',
  403: 'invalid_api_key',
  404: 'not_found',
  405: 'method_not_allowed',
  422: 'validation_error',
  429: 'rate_limit_exceeded',
  451: 'security_error',
};

/** Starts the local mailbox on 127.0.0.1. */
export async function startMailbox(options: MailboxOptions): Promise<Mailbox> {
  const state: State = { emails: [], failure: null };

  const local = await listenLocally(
    options.port,
    (req, res) => route(req, res, state),
    answerError,
  );

  return {
    url: local.url,
    emails: () => state.emails.map(copyEmail),
    clear() {
      state.emails.length = 0;
    },
    failNext(status, times = 1) {
      if (!Number.isInteger(status) || status < 400 || status > 599) {
        throw new RangeError(`failNext needs an HTTP error status (400-599), not ${status}`);
      }
      if (!Number.isInteger(times) || times < 0) {
        throw new RangeError(`failNext needs a whole number of times, not ${times}`);
      }
      state.failure = times > 0 ? { status, remaining: times } : null;
    },
    close: () => local.close(),
  };
}

interface State {
  /** Oldest first. */
  emails: ReceivedEmail[];
  failure: { status: number; remaining: number } | null;
}

/** A deep copy, so callers cannot change what the mailbox holds. */
function copyEmail(email: ReceivedEmail): ReceivedEmail {
  return structuredClone(email);
}

function newestFirst(state: State): ReceivedEmail[] {
  return state.emails.map(copyEmail).reverse();
}

async function route(req: IncomingMessage, res: ServerResponse, state: State): Promise<void> {
  // Only the path matters; taken as it is (no URL parsing) so no request target can throw.
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const method = req.method ?? 'GET';

  if (path === '/emails') {
    allow(method, ['POST']);
    return receive(req, res, state);
  }
  if (path === '/api/emails') {
    allow(method, ['GET', 'HEAD', 'DELETE']);
    if (method === 'DELETE') {
      state.emails.length = 0;
      return send(res, 204, null);
    }
    return sendJson(res, 200, newestFirst(state), { 'Cache-Control': 'no-store' });
  }
  if (path === '/') {
    allow(method, ['GET', 'HEAD']);
    return send(res, 200, renderMailboxPage(newestFirst(state)), {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': PAGE_CSP,
      'Cache-Control': 'no-store',
    });
  }
  const htmlPart = path.match(/^\/emails\/([^/]+)$/);
  if (htmlPart) {
    allow(method, ['GET', 'HEAD']);
    const email = state.emails.find((candidate) => candidate.id === htmlPart[1]);
    if (email?.html === undefined) {
      throw apiError(404, 'not_found', 'No email with that id, or it has no HTML part');
    }
    return send(res, 200, email.html, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': EMAIL_HTML_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    });
  }
  throw apiError(404, 'not_found', 'The requested endpoint does not exist');
}

function allow(method: string, methods: string[]): void {
  if (!methods.includes(method)) {
    throw new HttpError(
      405,
      { statusCode: 405, name: 'method_not_allowed', message: `Method ${method} is not allowed` },
      { Allow: methods.join(', ') },
    );
  }
}

/** POST /emails: Resend's "send email" endpoint. */
async function receive(req: IncomingMessage, res: ServerResponse, state: State): Promise<void> {
  const text = await readEmailBody(req);

  // A simulated outage answers before anything else, as a provider that is down would.
  const failure = state.failure;
  if (failure) {
    failure.remaining -= 1;
    if (failure.remaining <= 0) state.failure = null;
    throw apiError(
      failure.status,
      ERROR_NAMES[failure.status] ?? 'internal_server_error',
      'The local mailbox was told to fail',
    );
  }

  // Any non-empty key is accepted: locally there is no account to check it against.
  const key = header(req, 'authorization')
    ?.match(/^Bearer\s+(\S.*)$/i)?.[1]
    ?.trim();
  if (!key) {
    throw apiError(
      401,
      'missing_api_key',
      'Missing API key in the authorization header. Include the following header in the request: Authorization: Bearer YOUR_API_KEY',
    );
  }

  const email = parseEmail(text);
  state.emails.push(email);
  if (state.emails.length > MAX_STORED_EMAILS) {
    state.emails.splice(0, state.emails.length - MAX_STORED_EMAILS);
  }
  sendJson(res, 200, { id: email.id });
}

/** The body as text; http.ts's reader with its errors in Resend's shape. */
async function readEmailBody(req: IncomingMessage): Promise<string> {
  try {
    return await readBody(req);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) {
      throw apiError(413, 'payload_too_large', `The body is over ${MAX_BODY_BYTES} bytes`);
    }
    throw apiError(400, 'validation_error', 'The request body ended early');
  }
}

/** Checks a request body the way Resend does and turns it into a stored mail. */
function parseEmail(body: string): ReceivedEmail {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw validationError('The request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw validationError('The request body must be a JSON object');
  }
  const fields = value as Record<string, unknown>;

  const from = requiredString(fields, 'from');
  const to = addressList(fields, 'to');
  if (!to) throw validationError('Missing `to` field.');
  const subject = requiredString(fields, 'subject');
  const text = optionalString(fields, 'text');
  const html = optionalString(fields, 'html');
  if (!text && !html) throw validationError('Missing `text` or `html` field.');

  const email: ReceivedEmail = {
    id: randomUUID(),
    received_at: new Date().toISOString(),
    from,
    to,
    subject,
  };
  // Only the parts that were sent, so a stored mail has no keys holding undefined.
  if (text) email.text = text;
  if (html) email.html = html;
  for (const name of ['reply_to', 'cc', 'bcc'] as const) {
    const list = addressList(fields, name);
    if (list) email[name] = list;
  }
  const headers = headerFields(fields);
  if (headers) email.headers = headers;
  return email;
}

/** The `headers` object, each a name and a one-line value; undefined when absent or empty. */
function headerFields(fields: Record<string, unknown>): Record<string, string> | undefined {
  const value = fields.headers;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw validationError('The `headers` field must be an object.');
  }
  const headers: Record<string, string> = {};
  for (const [name, text] of Object.entries(value)) {
    if (!/^[!-9;-~]+$/.test(name)) throw validationError(`The header name \`${name}\` is invalid.`);
    if (typeof text !== 'string') throw validationError(`The \`${name}\` header must be a string.`);
    checkSingleLine(name, text);
    headers[name] = text;
  }
  return Object.keys(headers).length > 0 ? headers : undefined;
}

/**
 * A line break in a header-bound field is how mail headers get injected (a subject that adds
 * "Bcc: ..."); Resend refuses them, so the mailbox does too and a test can show the site never
 * sends one.
 */
function checkSingleLine(name: string, value: string): void {
  if (/[\r\n]/.test(value))
    throw validationError(`The \`${name}\` field must not contain line breaks.`);
}

function requiredString(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  if (value === undefined || value === null || value === '') {
    throw validationError(`Missing \`${name}\` field.`);
  }
  if (typeof value !== 'string') throw validationError(`The \`${name}\` field must be a string.`);
  if (!value.trim()) throw validationError(`Missing \`${name}\` field.`);
  checkSingleLine(name, value);
  return value;
}

/** An optional field; null counts as absent, as JSON clients write unset options either way. */
function optionalString(fields: Record<string, unknown>, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw validationError(`The \`${name}\` field must be a string.`);
  return value;
}

/** A field Resend takes as one address or an array of them; undefined when absent or empty. */
function addressList(fields: Record<string, unknown>, name: string): string[] | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    throw validationError(`The \`${name}\` field must be a string or an array of strings.`);
  }
  for (const address of list) {
    if (!address.trim()) throw validationError(`The \`${name}\` field has an empty address.`);
    checkSingleLine(name, address);
  }
  return list.length > 0 ? [...list] : undefined;
}

function answerError(res: ServerResponse, error: unknown): void {
  if (error instanceof HttpError) {
    sendJson(res, error.status, error.body, error.headers);
    return;
  }
  console.error('[mailbox] unexpected error:', error);
  sendJson(res, 500, {
    statusCode: 500,
    name: 'internal_server_error',
    message: 'The local mailbox hit an unexpected error',
  });
}
