import type { ApiRole } from '../jwt';
import { HttpError, postgrestError } from '../http';

interface PostgresError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

/** PostgREST's HTTP status for a SQLSTATE (see its error documentation). */
export function statusForSqlState(code: string, role: ApiRole): number {
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '25006') return 405;
  if (code === '42P01' || code === '42883') return 404;
  if (code.startsWith('08')) return 503;
  if (code.startsWith('53')) return 503;
  if (code.startsWith('54')) return 413;
  if (code.startsWith('XX') || code.startsWith('58')) return 500;
  return 400;
}

/** Turns an error thrown by the database into PostgREST's answer. */
export function fromDatabaseError(error: unknown, role: ApiRole): HttpError {
  if (error instanceof HttpError) return error;
  const pgError = error as PostgresError;
  if (typeof pgError?.code !== 'string') {
    return postgrestError(500, 'PGRST000', 'The local backend could not run the request');
  }
  return postgrestError(
    statusForSqlState(pgError.code, role),
    pgError.code,
    pgError.message ?? 'Database error',
    pgError.detail ?? null,
    pgError.hint ?? null,
  );
}
