import type { ServerResponse } from 'node:http';
import { HttpError, sendJson } from './http';

/**
 * The answer to a request that failed: an HttpError as it says, anything else a 500 in
 * PostgREST's shape that names no detail of the error (the log keeps those).
 */
export function answerError(res: ServerResponse, error: unknown): void {
  if (error instanceof HttpError) {
    sendJson(res, error.status, error.body, error.headers);
    return;
  }
  console.error('[local-backend] unexpected error:', error);
  sendJson(res, 500, {
    code: 'PGRST000',
    details: null,
    hint: null,
    message: 'The local backend hit an unexpected error',
  });
}
