/**
 * The reply function's one error path: every refusal is JSON `{ error, message }` with the CORS
 * headers, and what the database refused is answered with the status PostgREST gave it.
 */
import type { ReplyErrorCode, StoredReply } from '../../../src/shared/reply.ts';
import { RpcError } from '../_shared/database.ts';
import { json } from '../_shared/json.ts';

export const MESSAGES = {
  notSignedIn: 'Sign in to /admin to reply to messages.',
  sessionExpired: 'Your session has expired: sign in to /admin again.',
  forbidden: 'Only the owner can reply to messages.',
  originNotAllowed: 'Origin not allowed.',
  methodNotAllowed: 'Method not allowed: send a POST with a JSON body.',
  notFound: 'There is no message with that id.',
  routeNotFound: 'No such route: POST /functions/v1/reply or /functions/v1/reply/draft.',
  tooLarge: 'The request body is too large.',
  conflict: 'That idempotency key belongs to a reply to another message.',
  tooMany: 'Too many replies today: try again tomorrow.',
  unavailable: 'The database could not be reached. Please try again.',
  unexpected: 'Something went wrong. Please try again.',
  emailOff: 'Email is not set up for replies: EMAIL_API_KEY is not set for the reply function.',
} as const;

export function replyError(
  error: ReplyErrorCode,
  message: string,
  status: number,
  headers: Record<string, string>,
  reply?: StoredReply,
): Response {
  return json(reply ? { error, message, reply } : { error, message }, status, headers);
}

/**
 * The answer to a call the database refused: its 401 and 403 passed on (PostgREST's verdict on
 * the caller's token), a missing message, a key of another reply, a cap (in the database's own
 * words) and a field the database refused; undefined for anything else (the database is down or
 * not migrated: the caller says it is unavailable).
 */
export function refusal(error: unknown, headers: Record<string, string>): Response | undefined {
  if (!(error instanceof RpcError)) return undefined;
  const said = error.databaseMessage;
  switch (error.status) {
    case 401:
      return replyError(
        'not_signed_in',
        error.code === 'PGRST303' ? MESSAGES.sessionExpired : MESSAGES.notSignedIn,
        401,
        headers,
      );
    case 403:
      return replyError('forbidden', MESSAGES.forbidden, 403, headers);
    case 404:
      // PT404 is the database's "no such message"; any other 404 (PGRST202: no such SQL
      // function, the migration not pushed) is the project's fault, not the caller's.
      return error.code === 'PT404'
        ? replyError('not_found', MESSAGES.notFound, 404, headers)
        : undefined;
    case 409:
      return replyError('idempotency_conflict', MESSAGES.conflict, 409, headers);
    case 429:
      return replyError('too_many_replies', said ?? MESSAGES.tooMany, 429, headers);
    case 400:
      return replyError('bad_request', said ?? 'The database refused the reply.', 400, headers);
    default:
      return undefined;
  }
}
