import type { Database } from '../_shared/database.ts';
import type { DeliveryOptions } from '../_shared/delivery.ts';
import type { ReplySettings } from './settings.ts';

/** What the handler's shared checks hand a route: a caller with a token, and a body in bounds. */
export interface RouteRequest {
  req: Request;
  /** The request's body, at most MAX_BODY_BYTES, as text. */
  raw: string;
  /** The database as the caller (their token, the publishable key). */
  db: Database;
  /** The database as the service role; undefined without SUPABASE_URL and a secret key. */
  serviceDb: Database | undefined;
  settings: ReplySettings;
  /** The CORS headers every answer carries. */
  cors: Record<string, string>;
  fetch: typeof fetch;
  /** How the email API is retried (tests pass one that does not wait). */
  delivery: Pick<DeliveryOptions, 'fetch' | 'sleep' | 'retryDelaysMs'>;
}

export type Route = (request: RouteRequest) => Promise<Response>;
