import { assistant } from '../../../../src/content/index.ts';
import { readBoundedText } from '../../_shared/body.ts';
import { clientAddress } from '../../_shared/clientAddress.ts';
import type { Cors } from '../../_shared/cors.ts';
import { serviceRoleDatabase, type Database } from '../../_shared/database.ts';
import { jsonError } from '../../_shared/json.ts';
import { ERRORS } from '../errors.ts';
import type { GatewayRequest, Turn } from '../gateway.ts';
import { historyKey } from '../historySignature.ts';
import { postgresChatLimits, type ChatLimits, type ChatRefusal, type ChatTurn } from '../limits.ts';
import type { ChatSettings } from '../settings.ts';

/**
 * What the router hands each route once the shared checks passed (CORS, method, the project's
 * key): the request and its settings, and the limits, database, signing key and gateway request
 * every route reaches the same way.
 */
export interface RouteRequest {
  req: Request;
  settings: ChatSettings;
  /** Sent on every answer, errors included. */
  cors: Cors;
  fetch: typeof fetch;
  /** The clock replies are signed and checked by (unix milliseconds). */
  now: () => number;
  /** Milliseconds between the built-in responder's words. */
  responderPaceMs: number;
  /** The project's database as the service role. */
  database(): Database;
  /**
   * Takes one turn from the shared limits; a gateway call is allowed only when the day's calls and
   * characters both have room for it (`characters`: what it sends). When they cannot be read (the
   * database is down), the visitor still gets an answer, from the responder: the gateway is never
   * called unmetered.
   */
  takeTurn(characters: number): Promise<ChatTurn>;
  /** Counts an invalid request; when the counter cannot be read, the 400 is answered anyway. */
  countRefusal(): Promise<ChatRefusal>;
  /** The key that signs replies and checks the history; without one, said once in the log. */
  signingKey(): Promise<CryptoKey | undefined>;
  /**
   * What the gateway is asked: the settings' gateway and model, the page's origin as referer,
   * and the given prompt, turns and text. Only called with a key set.
   */
  gatewayRequest(systemPrompt: string, history: readonly Turn[], userText: string): GatewayRequest;
}

export type ChatRoute = (request: RouteRequest) => Promise<Response>;

/** What a handler gives all its routes: set once, when the handler is made. */
export interface RouteServices {
  fetch: typeof fetch;
  now: () => number;
  responderPaceMs: number;
  /** The shared limits; by default counted in the project's Postgres with the service role. */
  limits?: ChatLimits;
}

/** Makes each request's RouteRequest; the missing signing key is logged once per handler. */
export function routeRequests(
  services: RouteServices,
): (req: Request, settings: ChatSettings, cors: Cors) => RouteRequest {
  let saidUnsigned = false;

  return (req, settings, cors) => {
    const database = () =>
      serviceRoleDatabase(settings.supabaseUrl ?? '', settings.serverKey ?? '', services.fetch);
    const limits = () => services.limits ?? postgresChatLimits(database());
    return {
      req,
      settings,
      cors,
      fetch: services.fetch,
      now: services.now,
      responderPaceMs: services.responderPaceMs,
      database,
      async takeTurn(characters) {
        try {
          return await limits().take(clientAddress(req), settings.limits, characters);
        } catch (error) {
          console.error(`[chat] limits unavailable: ${(error as Error).message}`);
          return { allowed: true, gateway: false } as const;
        }
      },
      async countRefusal() {
        try {
          return await limits().refuse(clientAddress(req), settings.limits);
        } catch (error) {
          console.error(`[chat] refusal counter unavailable: ${(error as Error).message}`);
          return { allowed: true } as const;
        }
      },
      async signingKey() {
        const key = await historyKey(settings.historySecret, settings.serverKey);
        if (!key && !saidUnsigned) {
          saidUnsigned = true;
          console.error(
            '[chat] no CHAT_HISTORY_SECRET and no server key (SUPABASE_SECRET_KEYS): replies go unsigned and assistant turns in the history are refused',
          );
        }
        return key;
      },
      gatewayRequest(systemPrompt, history, userText) {
        return {
          baseUrl: settings.baseUrl,
          apiKey: settings.apiKey ?? '',
          model: settings.model,
          // The base language's name: a header holds Latin-1 only, which an Arabic name is not.
          title: assistant.chatbotName,
          referer: pageOrigin(req) ?? settings.siteUrl,
          systemPrompt,
          history,
          userText,
        };
      },
    };
  };
}

/** 429 with the seconds to wait, in the function's words unless the database gave its own. */
export function tooMany(
  { cors }: RouteRequest,
  retryAfterSeconds: number,
  text: string = ERRORS.tooManyMessages,
): Response {
  return jsonError(text, 429, { ...cors.headers, 'Retry-After': String(retryAfterSeconds) });
}

/**
 * The body read (at most `maxBytes`) and checked by `read` with the signing key, or the refusal
 * to answer: 413 or 400 in `read`'s words, or 429 once the address has been refused too often.
 * Checked before any turn is taken: an invalid body never spends the day's budget.
 */
export async function readOrRefuse<T extends object>(
  request: RouteRequest,
  maxBytes: number,
  read: (raw: string, key: CryptoKey | undefined, now: number) => Promise<T | { error: string }>,
): Promise<{ body: T; key: CryptoKey | undefined } | { refused: Response }> {
  const key = await request.signingKey();
  const raw = await readBoundedText(request.req, maxBytes);
  const body = raw === undefined ? { error: ERRORS.tooLarge } : await read(raw, key, request.now());
  if ('error' in body) {
    const refusal = await request.countRefusal();
    return {
      refused: refusal.allowed
        ? jsonError(body.error, raw === undefined ? 413 : 400, request.cors.headers)
        : tooMany(request, refusal.retryAfterSeconds),
    };
  }
  return { body, key };
}

/** The page that sent the message: its Origin header, else the origin of its Referer. */
function pageOrigin(req: Request): string | undefined {
  for (const value of [req.headers.get('origin'), req.headers.get('referer')]) {
    if (!value) continue;
    try {
      const { origin } = new URL(value);
      if (origin !== 'null') return origin;
    } catch {
      // Not a URL: try the next header.
    }
  }
  return undefined;
}
